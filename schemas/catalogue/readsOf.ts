import { catalogue, type CatalogueEntry } from "./catalogue.js";

/** The reads of the resource a write changes: GET entries of the same host and path (a table's lists). */
export function readsOf(write: CatalogueEntry): CatalogueEntry[] {
  return catalogue.entries.filter((entry) => entry.method === "GET" && entry.host === write.host && entry.path === write.path && entry !== write);
}
