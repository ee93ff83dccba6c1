/** Thrown by route handlers; the platform's error handler renders it as a generic envelope with status false. */
export class PlatformError extends Error {
  readonly statusCode: number;
  readonly data: unknown;

  constructor(statusCode: number, message: string, data: unknown = null) {
    super(message);
    this.name = "PlatformError";
    this.statusCode = statusCode;
    this.data = data;
  }
}
