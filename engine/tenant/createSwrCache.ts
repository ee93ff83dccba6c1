import { createBoundedMap } from "../cache/createBoundedMap.js";

export interface SwrCacheOptions<K, V> {
  /** A value younger than this is served as is. */
  freshMs: number;
  /** Up to this age a value is served while it is reloaded in the background; past it, it is dropped. */
  staleMs: number;
  maxEntries: number;
  /** With `sizeOf`, the cache also stays under this many bytes, dropping its oldest values first. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  load: (key: K) => Promise<V>;
  now?: () => number;
}

export interface SwrCache<K, V> {
  get(key: K): Promise<V>;
  /** The value held for a key, however old, without loading: the last resort under overload. */
  peek(key: K): V | undefined;
  /** What `get` would find now: a fresh value, a stale one (served while it reloads) or none. */
  state(key: K): "fresh" | "stale" | "missing";
  delete(key: K): void;
  /** Drops every value the test picks; loads under way when it runs are not kept (they may hold what it dropped). */
  deleteWhere(test: (value: V, key: K) => boolean): number;
  /** Drops every value; loads under way are not kept either. */
  clear(): void;
  /** Drops the values past `staleMs` (a timer calls it, so a flood's values go once it is over). */
  sweep(): number;
  /** Bytes held, as `sizeOf` counts them. */
  bytes(): number;
  readonly size: number;
}

interface Slot<V> {
  value: V;
  at: number;
}

/** A small cache with stale-while-revalidate and in-flight de-duplication, bounded by count and bytes. */
export function createSwrCache<K, V>(options: SwrCacheOptions<K, V>): SwrCache<K, V> {
  const now = options.now ?? Date.now;
  const sizeOf = options.sizeOf;
  const slots = createBoundedMap<K, Slot<V>>({
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes,
    sizeOf: sizeOf && ((slot) => sizeOf(slot.value)),
  });
  const inFlight = new Map<K, Promise<V>>();
  // Bumped by every drop: a load that began before it may have read what was dropped, so it is
  // answered to its callers but not stored (a slow writer never overwrites a newer state).
  let generation = 0;

  function reload(key: K): Promise<V> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = generation;
    const promise = options
      .load(key)
      .then((value) => {
        if (started === generation) slots.set(key, { value, at: now() });
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  function state(key: K): "fresh" | "stale" | "missing" {
    const slot = slots.get(key);
    const age = slot ? now() - slot.at : Infinity;
    return age < options.freshMs ? "fresh" : age < options.staleMs ? "stale" : "missing";
  }

  /** Drops the slots the test picks; how many. */
  function remove(test: (slot: Slot<V>, key: K) => boolean): number {
    const doomed = [...slots.entries()].filter(([key, slot]) => test(slot, key)).map(([key]) => key);
    for (const key of doomed) slots.delete(key);
    return doomed.length;
  }

  return {
    state,
    peek: (key) => slots.get(key)?.value,
    get(key) {
      const slot = slots.get(key);
      const found = state(key);
      if (slot && found === "fresh") return Promise.resolve(slot.value);
      if (slot && found === "stale") {
        reload(key).catch(() => undefined);
        return Promise.resolve(slot.value);
      }
      return reload(key);
    },
    delete: (key) => {
      generation += 1;
      inFlight.delete(key);
      slots.delete(key);
    },
    deleteWhere(test) {
      generation += 1;
      inFlight.clear();
      return remove((slot, key) => test(slot.value, key));
    },
    clear: () => {
      generation += 1;
      slots.clear();
      inFlight.clear();
    },
    sweep() {
      // Not a change: loads under way are kept.
      const oldest = now() - options.staleMs;
      return remove((slot) => slot.at <= oldest);
    },
    bytes: () => slots.bytes(),
    get size() {
      return slots.size;
    },
  };
}
