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
    await expect(admission.run(async () => "c")).rejects.toBeInstanceOf(Overloaded);
    await new Promise((resolve) => setImmediate(resolve));
    expect(admission.load()).toEqual({ running: 1, waiting: 1 });
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(["a", "b"]);
    expect(admission.load()).toEqual({ running: 0, waiting: 0 });
    expect(await admission.run(async () => "d")).toBe("d");
  });

  it("starts nothing in the turn it was asked for: requests read together queue together", async () => {
    const admission = createAdmission({ concurrency: 1, queue: 2 });
    const started: number[] = [];
    // Work that never waits, as a render against the in-process platform: without the queue turn each
    // would finish before the next was even asked for, and none would ever be refused.
    const runs = [1, 2, 3, 4, 5].map((n) => admission.run(async () => void started.push(n)));
    expect(started).toEqual([]);
    const outcomes = await Promise.allSettled(runs);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "rejected"]);
    expect(started).toEqual([1, 2, 3]);
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
