/** `{field}` or `{field.sub}` (a nested record field), optionally marked optional with `?`. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\??\}/g;

function fieldValue(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split(".")) value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * Fills a detail path's placeholders from a record, URL-encoded. `complete` is false when a field is
 * missing, empty or not a string or number: the card still links somewhere, a sitemap lists nothing.
 */
export function fillDetailPath(template: string, record: Readonly<Record<string, unknown>>): { path: string; complete: boolean } {
  let complete = true;
  const path = template.replace(PLACEHOLDER, (_, field: string) => {
    const value = fieldValue(record, field);
    if ((typeof value === "string" && value !== "") || typeof value === "number") return encodeURIComponent(String(value));
    complete = false;
    return "";
  });
  return { path, complete };
}
