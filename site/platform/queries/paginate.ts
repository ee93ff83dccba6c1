import type { Statement } from "better-sqlite3";
import { pageOf, type Page } from "../http/envelope.js";
import { pageRequest } from "../http/pagination.js";

/**
 * One page of a list: `count` and `rows` share their named bindings; `rows` also gets `@limit` and `@offset`.
 * Both run in the caller's snapshot, so a page never disagrees with its total.
 */
export function paginate<B extends object, R, T>(
  count: Statement<[B], { total: number }>,
  rows: Statement<[B & { limit: number; offset: number }], R>,
  bindings: B,
  page: number | undefined,
  pageSize: number | undefined,
  defaultSize: number,
  map: (row: R) => T,
): Page<T> {
  const request = pageRequest(page, pageSize, defaultSize);
  const total = count.get(bindings)?.total ?? 0;
  const items = total > request.offset ? rows.all({ ...bindings, limit: request.perPage, offset: request.offset }).map(map) : [];
  return pageOf(items, request.page, request.perPage, total);
}
