export interface SwrCacheOptions<K, V> {
  /** A value younger than this is served as is. */
  freshMs: number;
  /** Up to this age a value is served while it is reloaded in the background. */
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
  /** Bytes held, as `sizeOf` counts them. */
  bytes(): number;
}

interface Slot<V> {
  value: V;
  at: number;
  size: number;
}

/** A small cache with stale-while-revalidate and in-flight de-duplication. */
export function createSwrCache<K, V>(options: SwrCacheOptions<K, V>): SwrCache<K, V> {
  const now = options.now ?? Date.now;
  const slots = new Map<K, Slot<V>>();
  const inFlight = new Map<K, Promise<V>>();
  let bytes = 0;
  // Bumped by every drop: a load that began before it may have read what was dropped, so it is
  // answered to its callers but not stored (a slow writer never overwrites a newer state).
  let generation = 0;

  function drop(key: K): void {
    const slot = slots.get(key);
    if (!slot) return;
    bytes -= slot.size;
    slots.delete(key);
  }

  function store(key: K, value: V): void {
    drop(key);
    const size = options.sizeOf?.(value) ?? 0;
    slots.set(key, { value, at: now(), size });
    bytes += size;
    const maxBytes = options.maxBytes ?? Infinity;
    while (slots.size > options.maxEntries || (bytes > maxBytes && slots.size > 1)) drop(slots.keys().next().value as K);
  }

  function reload(key: K): Promise<V> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = generation;
    const promise = options
      .load(key)
      .then((value) => {
        if (started === generation) store(key, value);
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
      drop(key);
    },
    deleteWhere(test) {
      generation += 1;
      inFlight.clear();
      let dropped = 0;
      for (const [key, slot] of slots) {
        if (!test(slot.value, key)) continue;
        drop(key);
        dropped += 1;
      }
      return dropped;
    },
    clear: () => {
      generation += 1;
      slots.clear();
      inFlight.clear();
      bytes = 0;
    },
    bytes: () => bytes,
  };
}
