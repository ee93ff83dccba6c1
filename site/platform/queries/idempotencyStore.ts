import type { PlatformDb } from "../db/PlatformDb.js";

/** The first answer to a write sent with an `Idempotency-Key`. */
export interface StoredAnswer {
  readonly fingerprint: string;
  readonly status: number;
  /** The answer's headers that describe its body (type, range, applied preference, location). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

export interface IdempotencyStore {
  find(scope: string): Promise<StoredAnswer | undefined>;
  /** Keeps the first answer of a scope; a second save of the same scope changes nothing. */
  save(scope: string, answer: StoredAnswer): Promise<void>;
}

/** How long a key is honoured: a day, as payment APIs do; a retry comes within minutes. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired keys are swept at most this often, on a save, so the table stays small without a timer. */
const SWEEP_EVERY_MS = 60 * 1000;

export function createIdempotencyStore(db: PlatformDb, now: () => number = Date.now): IdempotencyStore {
  const select = db.prepare<[string, string], { fingerprint: string; status: number; headers: string; body: Buffer }>(
    "SELECT fingerprint, status, headers, body FROM idempotency_keys WHERE scope = ? AND created_at >= ?",
  );
  const insert = db.prepare<[string, string, number, string, Buffer, string, string]>(
    `INSERT INTO idempotency_keys (scope, fingerprint, status, headers, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (scope) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status,
       headers = excluded.headers, body = excluded.body, created_at = excluded.created_at
     WHERE idempotency_keys.created_at < ?`,
  );
  const sweep = db.prepare<[string]>("DELETE FROM idempotency_keys WHERE created_at < ?");
  let sweptAt = 0;
  const oldest = () => new Date(now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();

  return {
    async find(scope) {
      const row = await select.get(scope, oldest());
      return row && { fingerprint: row.fingerprint, status: row.status, headers: JSON.parse(row.headers) as Record<string, string>, body: row.body };
    },
    async save(scope, answer) {
      if (now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = now();
        await sweep.run(oldest());
      }
      // An expired row of the same scope is replaced; a live one is the first answer and stays.
      await insert.run(scope, answer.fingerprint, answer.status, JSON.stringify(answer.headers), answer.body, new Date(now()).toISOString(), oldest());
    },
  };
}
