import { describe, expect, it } from "vitest";
import { createAdmission, Overloaded } from "../../site/server/createAdmission.js";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("createAdmission", () => {
  it("runs `concurrency` at once, queues `queue` more in order, and refuses the rest at once", async () => {
    const admission = createAdmission({ concurrency: 1, queue: 1 });
    const first = deferred();
    const order: string[] = [];
    const a = admission.run(async () => {
      await first.promise;
      order.push("a");
    });
    const b = admission.run(async () => {
      order.push("b");
    });
    expect(admission.load()).toEqual({ running: 1, waiting: 1 });
    await expect(admission.run(async () => "c")).rejects.toBeInstanceOf(Overloaded);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(["a", "b"]);
    expect(admission.load()).toEqual({ running: 0, waiting: 0 });
    expect(await admission.run(async () => "d")).toBe("d");
  });

  it("frees the slot when the work fails", async () => {
    const admission = createAdmission({ concurrency: 1, queue: 0 });
    await expect(admission.run(async () => Promise.reject(new Error("gagal")))).rejects.toThrow("gagal");
    expect(await admission.run(async () => 1)).toBe(1);
  });

  it("admits nothing new while the process is under pressure, and again once it recovers", async () => {
    let pressure = true;
    const admission = createAdmission({ concurrency: 4, queue: 4, underPressure: () => pressure });
    await expect(admission.run(async () => 1)).rejects.toBeInstanceOf(Overloaded);
    expect(admission.load()).toEqual({ running: 0, waiting: 0 });
    pressure = false;
    expect(await admission.run(async () => 2)).toBe(2);
  });
});
