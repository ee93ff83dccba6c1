/**
 * What a caught call hands to its caller: `status` says whether it worked, `message` is the
 * error text on failure and, for the entries that have one, a fixed success text.
 */
export type CallResult<T> = CallSuccess<T> | CallFailure;

export interface CallSuccess<T> {
  readonly status: true;
  readonly data: T;
  readonly message?: string;
}

export interface CallFailure {
  readonly status: false;
  readonly message: string;
  /** What was thrown, for callers that must keep its details (an HTTP status, the field at fault). */
  readonly error?: unknown;
}
