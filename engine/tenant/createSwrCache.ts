export interface SwrCacheOptions<K, V> {
  /** A value younger than this is served as is. */
  freshMs: number;
  /** Up to this age a value is served while it is reloaded in the background. */
  staleMs: number;
  maxEntries: number;
  load: (key: K) => Promise<V>;
  now?: () => number;
}

export interface SwrCache<K, V> {
  get(key: K): Promise<V>;
  delete(key: K): void;
  clear(): void;
}

interface Slot<V> {
  value: V;
  at: number;
}

/** A small cache with stale-while-revalidate and in-flight de-duplication. */
export function createSwrCache<K, V>(options: SwrCacheOptions<K, V>): SwrCache<K, V> {
  const now = options.now ?? Date.now;
  const slots = new Map<K, Slot<V>>();
  const inFlight = new Map<K, Promise<V>>();

  function reload(key: K): Promise<V> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = options
      .load(key)
      .then((value) => {
        slots.delete(key);
        slots.set(key, { value, at: now() });
        if (slots.size > options.maxEntries) slots.delete(slots.keys().next().value as K);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    get(key) {
      const slot = slots.get(key);
      const age = slot ? now() - slot.at : Infinity;
      if (slot && age < options.freshMs) return Promise.resolve(slot.value);
      if (slot && age < options.staleMs) {
        reload(key).catch(() => undefined);
        return Promise.resolve(slot.value);
      }
      return reload(key);
    },
    delete: (key) => void slots.delete(key),
    clear: () => slots.clear(),
  };
}
