import { describe, expect, it } from "vitest";
import { createBoundedMap } from "../../engine/cache/createBoundedMap.js";
import { createSwrCache } from "../../engine/tenant/createSwrCache.js";

describe("createBoundedMap", () => {
  it("keeps at most maxEntries values, dropping the oldest set first", () => {
    const map = createBoundedMap<string, number>({ maxEntries: 2 });
    map.set("a", 1);
    map.set("b", 2);
    map.set("a", 3); // set again: now the newest
    map.set("c", 4);
    expect([...map.entries()]).toEqual([
      ["a", 3],
      ["c", 4],
    ]);
  });

  it("stays under maxBytes as sizeOf counts them, and gives the bytes back on delete and clear", () => {
    const map = createBoundedMap<string, string>({ maxEntries: 100, maxBytes: 10, sizeOf: (text) => text.length });
    map.set("a", "12345");
    map.set("b", "123456");
    expect(map.has("a")).toBe(false);
    expect(map.bytes()).toBe(6);
    map.set("huge", "x".repeat(50)); // one value is always kept, however large
    expect([...map.entries()].map(([key]) => key)).toEqual(["huge"]);
    map.delete("huge");
    expect(map.bytes()).toBe(0);
    map.set("c", "12");
    map.clear();
    expect([map.size, map.bytes()]).toEqual([0, 0]);
  });
});

describe("createSwrCache", () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };

  it("does not keep a load that began before a drop: it may hold what was dropped", async () => {
    const pending = deferred<string>();
    let loads = 0;
    const cache = createSwrCache<string, string>({
      freshMs: 1000,
      staleMs: 2000,
      maxEntries: 10,
      load: () => (loads++ === 0 ? pending.promise : Promise.resolve("baru")),
    });
    const first = cache.get("k");
    cache.deleteWhere(() => true);
    pending.resolve("lama");
    expect(await first).toBe("lama"); // its caller still gets an answer
    expect(cache.state("k")).toBe("missing");
    expect(await cache.get("k")).toBe("baru");
    expect(cache.state("k")).toBe("fresh");
  });

  it("drops only what the test picks", async () => {
    const cache = createSwrCache<string, string>({ freshMs: 1000, staleMs: 2000, maxEntries: 10, load: async (key) => `halaman ${key}` });
    await Promise.all(["a", "b", "c"].map((key) => cache.get(key)));
    expect(cache.deleteWhere((value) => value.endsWith("b"))).toBe(1);
    expect(["a", "b", "c"].map((key) => cache.state(key))).toEqual(["fresh", "missing", "fresh"]);
  });

  it("sweeps the values past their stale time and keeps the others", async () => {
    let time = 0;
    const cache = createSwrCache<string, string>({ freshMs: 10, staleMs: 100, maxEntries: 10, load: async (key) => key, now: () => time });
    await cache.get("old");
    time = 60;
    await cache.get("young");
    time = 120;
    expect(cache.sweep()).toBe(1);
    expect([cache.state("old"), cache.state("young")]).toEqual(["missing", "stale"]);
    expect(cache.size).toBe(1);
  });
});
