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
  }
}
