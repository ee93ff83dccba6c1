/**
 * Thrown by route handlers; the platform's error handler renders it as a generic envelope with status false.
 * Made through errors/platformError.ts, which takes status and message from the catalogue by `code`.
 */
export class PlatformError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  /** The catalogue code (`PLT_ERR_…`): for logs and tests; the envelope a client gets is unchanged by it. */
  readonly code: string;

  constructor(statusCode: number, message: string, data: unknown = null, code = "PLT_ERR_INTERNAL") {
    super(message);
    this.name = "PlatformError";
    this.statusCode = statusCode;
    this.data = data;
    this.code = code;
  }
}
