export interface BoundedMapOptions<V> {
  maxEntries: number;
  /** With `sizeOf`, the map also stays under this many bytes. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

export interface BoundedMap<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  /** Stores a value as the newest; the oldest values go first when a bound is passed (one value is always kept). */
  set(key: K, value: V): void;
  delete(key: K): boolean;
  clear(): void;
  entries(): IterableIterator<[K, V]>;
  readonly size: number;
  /** Bytes held, as `sizeOf` counts them. */
  bytes(): number;
}

/**
 * A map bounded by its count and its bytes, dropping the oldest set values first: every per-host or
 * per-tenant memory of the server is one of these, so no stream of new hosts, URLs or themes can
 * grow it past what was chosen.
 */
export function createBoundedMap<K, V>(options: BoundedMapOptions<V>): BoundedMap<K, V> {
  const values = new Map<K, { value: V; size: number }>();
  const maxBytes = options.maxBytes ?? Infinity;
  let bytes = 0;
  const drop = (key: K): boolean => {
    const slot = values.get(key);
    if (!slot) return false;
    bytes -= slot.size;
    return values.delete(key);
  };
  return {
    get: (key) => values.get(key)?.value,
    has: (key) => values.has(key),
    set(key, value) {
      drop(key);
      const size = options.sizeOf?.(value) ?? 0;
      values.set(key, { value, size });
      bytes += size;
      while (values.size > options.maxEntries || (bytes > maxBytes && values.size > 1)) drop(values.keys().next().value as K);
    },
    delete: drop,
    clear() {
      values.clear();
      bytes = 0;
    },
    *entries() {
      for (const [key, slot] of values) yield [key, slot.value];
    },
    get size() {
      return values.size;
    },
    bytes: () => bytes,
  };
}
