/** The number at a dot path (`classesByState.started`) of a statistics answer; undefined when there is none. */
export function readStatPath(data: unknown, path: string): number | undefined {
  let node: unknown = data;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "number" && Number.isFinite(node) ? node : undefined;
}
