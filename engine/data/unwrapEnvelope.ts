import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { sourceError } from "../errors/SourceError.js";
import { isRecord } from "./isRecord.js";

export interface PaginatedList<T = unknown> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/**
 * Checks a response body against the entry's envelope kind and returns what a block reads: the
 * generic envelope's `data`, the paginated list, the batch envelope as a whole, or the rows array.
 */
export function unwrapEnvelope(entry: CatalogueEntry, body: unknown): unknown {
  const fail = (what: string) => sourceError("ENG_ERR_SOURCE_BAD_ENVELOPE", { source: entry.id, what }, entry.id, undefined);
  if (entry.envelope === "rows") {
    // The remote-table service speaks PostgREST: a bare array of row objects, success told by the HTTP status alone.
    if (!Array.isArray(body) || !body.every(isRecord)) throw fail("a body that is not a JSON array of rows");
    return body;
  }
  if (!isRecord(body)) throw fail("a body that is not a JSON object");
  if (entry.envelope === "batch") {
    if (!isRecord(body.page) || !isRecord(body.data_count) || !Array.isArray(body.data)) {
      throw fail("without the batch envelope (page, data_count, data)");
    }
    return body;
  }
  if (typeof body.status !== "boolean") throw fail("without a boolean 'status'");
  if (body.status === false) {
    throw typeof body.message === "string"
      ? sourceError("ENG_ERR_SOURCE_REFUSED", { message: body.message }, entry.id, undefined)
      : sourceError("ENG_ERR_SOURCE_FAILED", { source: entry.id }, entry.id, undefined);
  }
  if (entry.envelope === "paginated") {
    const list = body.data;
    if (!isRecord(list) || !Array.isArray(list.items) || typeof list.page !== "number" || typeof list.totalPages !== "number") {
      throw fail("without a paginated list in 'data' (page, perPage, totalItems, totalPages, items)");
    }
  }
  return body.data;
}
