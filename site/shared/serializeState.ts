/**
 * JSON for a `<script type="application/json">`: `<` is escaped so that no string in the data can
 * close the script element, and the line separators JavaScript once refused are escaped too.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
