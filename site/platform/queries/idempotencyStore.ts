import type { PlatformDb } from "../db/PlatformDb.js";
import { sweepAtMostEvery } from "./sweepAtMostEvery.js";

/** The first answer to a write sent with an `Idempotency-Key`. */
export interface StoredAnswer {
  readonly fingerprint: string;
  readonly status: number;
  /** The answer's headers that describe its body (type, range, applied preference, location). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** What a send finds under its key: it runs the write, or another send's answer, or another send still running. */
export type Claim =
  { readonly kind: "claimed" } | { readonly kind: "answered"; readonly answer: StoredAnswer } | { readonly kind: "pending"; readonly fingerprint: string };

/**
 * The keys of every platform process, in the database: the row of a scope is its first attempt's claim
 * (status 0) until that attempt's answer replaces it, so copies of one write sent to different processes
 * at the same moment run it once.
 */
export interface IdempotencyStore {
  /** Takes the scope for a first attempt, unless another send holds it or answered it. */
  claim(scope: string, fingerprint: string): Promise<Claim>;
  /** Keeps the first attempt's answer in its claim, for every later send. */
  answer(scope: string, answer: StoredAnswer): Promise<void>;
  /** Gives a claim up (the attempt failed or ended without an answer): the next send is a first attempt again. */
  release(scope: string): Promise<void>;
}

/** How long a key is honoured: a day, as payment APIs do; a retry comes within minutes. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim this old belongs to an attempt that will not answer (its process died): another send takes it
 * over. Far past any attempt's own limits (a statement's 5 s, a request's time box).
 */
export const ABANDONED_CLAIM_MS = 15_000;
/** Expired keys are swept at most this often, on a claim, so the table stays small without a timer. */
const SWEEP_EVERY_MS = 60 * 1000;

type Row = { fingerprint: string; status: number; headers: string; body: Buffer };

export function createIdempotencyStore(db: PlatformDb, now: () => number = Date.now): IdempotencyStore {
  // A scope with no row, an expired answer or an abandoned claim is taken; a live row is left as it is.
  const take = db.prepare<[{ scope: string; fingerprint: string; empty: Buffer; now: string; expired: string; abandoned: string }]>(
    `INSERT INTO idempotency_keys (scope, fingerprint, status, headers, body, created_at) VALUES (@scope, @fingerprint, 0, '{}', @empty, @now)
     ON CONFLICT (scope) DO UPDATE SET fingerprint = excluded.fingerprint, status = 0, headers = '{}', body = excluded.body, created_at = excluded.created_at
     WHERE idempotency_keys.created_at < @expired OR (idempotency_keys.status = 0 AND idempotency_keys.created_at < @abandoned)`,
  );
  const select = db.prepare<[string], Row>("SELECT fingerprint, status, headers, body FROM idempotency_keys WHERE scope = ?");
  const store = db.prepare<[number, string, Buffer, string, string]>(
    "UPDATE idempotency_keys SET status = ?, headers = ?, body = ?, created_at = ? WHERE scope = ? AND status = 0",
  );
  const drop = db.prepare<[string]>("DELETE FROM idempotency_keys WHERE scope = ? AND status = 0");
  const iso = (ms: number) => new Date(ms).toISOString();
  const deleteExpired = db.prepare<[string]>("DELETE FROM idempotency_keys WHERE created_at < ?");
  const sweep = sweepAtMostEvery(SWEEP_EVERY_MS, (at) => deleteExpired.run(iso(at - IDEMPOTENCY_KEY_TTL_MS)));

  return {
    async claim(scope, fingerprint) {
      const at = now();
      await sweep(at);
      for (;;) {
        const bindings = {
          scope,
          fingerprint,
          empty: Buffer.alloc(0),
          now: iso(at),
          expired: iso(at - IDEMPOTENCY_KEY_TTL_MS),
          abandoned: iso(at - ABANDONED_CLAIM_MS),
        };
        if ((await take.run(bindings)).changes === 1) return { kind: "claimed" };
        const row = await select.get(scope);
        // Gone between the two statements (its attempt gave it up): take it again.
        if (!row) continue;
        if (row.status === 0) return { kind: "pending", fingerprint: row.fingerprint };
        const headers = JSON.parse(row.headers) as Record<string, string>;
        return { kind: "answered", answer: { fingerprint: row.fingerprint, status: row.status, headers, body: row.body } };
      }
    },
    async answer(scope, answer) {
      await store.run(answer.status, JSON.stringify(answer.headers), answer.body, iso(now()), scope);
    },
    async release(scope) {
      await drop.run(scope);
    },
  };
}
