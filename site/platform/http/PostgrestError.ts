export interface PostgrestErrorOptions {
  readonly details?: string | null;
  readonly hint?: string | null;
  /** The column or parameter at fault: answered as `data.field`, where the site's own client looks for it. */
  readonly field?: string;
  /** Headers PostgREST sends with this error (a 416 still says the total in Content-Range). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Thrown by the remote-table routes; postgrestErrorHandler answers it in PostgREST's error shape
 * (`code`, `message`, `details`, `hint`). `code` is PostgREST's (`PGRST…`) or PostgreSQL's (`42703`, `23502`)
 * for the same failure, so a client written against a real PostgREST branches on it the same way.
 */
export class PostgrestError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly field: string | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: string, message: string, options: PostgrestErrorOptions = {}) {
    super(message);
    this.name = "PostgrestError";
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details ?? null;
    this.hint = options.hint ?? null;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}
