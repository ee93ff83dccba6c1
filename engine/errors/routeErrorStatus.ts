/**
 * The HTTP status of a routing error, used by the server (response status) and the browser (error screen)
 * alike so both show the same code. A thrown Response or react-router error response carries `status`,
 * so does a SourceError; anything without an error status defaults to 500.
 */
export function routeErrorStatus(error: unknown): number {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
