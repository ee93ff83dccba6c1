/**
 * The database cannot answer now: its server is down or restarting, the connection broke, a statement
 * ran past its time, or every connection is busy. A caller answers 503 with Retry-After; nothing of the
 * request's transaction was stored.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";

  constructor(
    readonly reason: "down" | "timeout" | "busy",
    options?: { cause?: unknown },
  ) {
    super(`the platform's database is unavailable (${reason})`, options);
  }
}
