/** A data source call that failed: HTTP error, envelope `status: false`, timeout or bad shape. */
export class SourceError extends Error {
  override readonly name = "SourceError";
  constructor(
    readonly source: string,
    message: string,
    readonly status: number | undefined,
    readonly field?: string,
  ) {
    super(message);
    // Enumerable so that the message survives the JSON of a dehydrated query: the browser must
    // show the same notice the server rendered.
    Object.defineProperty(this, "message", { value: message, enumerable: true, writable: true, configurable: true });
  }
}
