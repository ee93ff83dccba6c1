function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A short description of what a call returned, for success messages: "page 1 of 3, 6 items", "4 items", "ok". */
export function summarizeData(data: unknown): string {
  if (Array.isArray(data)) return `${data.length} items`;
  if (isRecord(data) && Array.isArray(data.items) && typeof data.page === "number" && typeof data.totalPages === "number") {
    return `page ${data.page} of ${data.totalPages}, ${data.items.length} items`;
  }
  if (isRecord(data) && (typeof data.slug === "string" || typeof data.id === "number" || typeof data.id === "string")) {
    return String(data.slug ?? data.id);
  }
  return "ok";
}
