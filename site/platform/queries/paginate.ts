import type { SqlStatement } from "../db/SqlDb.js";
import { pageOf, type Page } from "../http/envelope.js";
import { pageRequest } from "../http/pagination.js";

/**
 * One page of a list: `count` and `rows` share their named bindings; `rows` also gets `@limit` and `@offset`.
 * Both run in the caller's transaction when it has one: a page then never disagrees with its total.
 */
export async function paginate<B extends object, R, T>(
  count: SqlStatement<[B], { total: number }>,
  rows: SqlStatement<[B & { limit: number; offset: number }], R>,
  bindings: B,
  page: number | undefined,
  pageSize: number | undefined,
  defaultSize: number,
  map: (row: R) => T,
): Promise<Page<T>> {
  const request = pageRequest(page, pageSize, defaultSize);
  const total = (await count.get(bindings))?.total ?? 0;
  const items = total > request.offset ? (await rows.all({ ...bindings, limit: request.perPage, offset: request.offset })).map(map) : [];
  return pageOf(items, request.page, request.perPage, total);
}
