import type { JsonObject, JsonValue, LayoutMigration } from "./LayoutMigration.js";

/** Where format 1 layouts wrote media: the embedded platform's mount point, which a real media host does not have. */
const EMBEDDED_MEDIA_PATH = "/_platform/media/";

function rewrite(value: JsonValue): JsonValue {
  if (typeof value === "string") return value.startsWith(EMBEDDED_MEDIA_PATH) ? value.slice(EMBEDDED_MEDIA_PATH.length) : value;
  if (Array.isArray(value)) return value.map(rewrite);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item)]));
  return value;
}

/**
 * Format 1 → 2: media are written relative to the media base (`cover/kelas.svg`), which the site
 * resolves against `MEDIA_BASE_URL`, instead of under the embedded platform's `/_platform/media/`.
 * Only that prefix is rewritten; root-relative site paths and absolute URLs stay as they are.
 */
export const mediaRelativeToBase: LayoutMigration = {
  from: 1,
  summary: "media paths under /_platform/media/ became paths relative to the media base (MEDIA_BASE_URL)",
  migrate: (document) => rewrite(document) as JsonObject,
};
