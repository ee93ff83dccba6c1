/** Failures a key may have before it must wait; then each further one doubles the wait. */
export interface SignInLimits {
  readonly freeFailures: number;
  readonly maxWaitMs: number;
  /** Keys remembered at most (the oldest are forgotten first), so a flood of keys cannot grow memory. */
  readonly maxKeys: number;
}

interface Entry {
  failures: number;
  until: number;
}

export interface SignInLimiter {
  /** Milliseconds `key` must still wait before it may try; 0 when it may try now. */
  waitMs(key: string, now?: number): number;
  failed(key: string, now?: number): void;
  succeeded(key: string): void;
}

/**
 * Sign-in back-off by key (an account, a client address): after `freeFailures` wrong passwords
 * each further one locks the key for 1 s, 2 s, 4 s, … up to `maxWaitMs`. In memory: a restart forgets.
 */
export function createSignInLimiter(limits: SignInLimits): SignInLimiter {
  const entries = new Map<string, Entry>();
  return {
    waitMs(key, now = Date.now()) {
      const entry = entries.get(key);
      return entry ? Math.max(0, entry.until - now) : 0;
    },
    failed(key, now = Date.now()) {
      const entry = entries.get(key) ?? { failures: 0, until: 0 };
      entries.delete(key);
      entry.failures += 1;
      const over = entry.failures - limits.freeFailures;
      if (over > 0) entry.until = now + Math.min(1000 * 2 ** (over - 1), limits.maxWaitMs);
      entries.set(key, entry);
      if (entries.size > limits.maxKeys) entries.delete(entries.keys().next().value!);
    },
    succeeded(key) {
      entries.delete(key);
    },
  };
}
