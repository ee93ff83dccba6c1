import { describe, expect, it } from "vitest";
import { queryChangesOnly } from "../../engine/index.js";
import type { BlockItem, LayoutRoute } from "../../engine/layout/types.js";

// In island mode a filter or a list's page is drawn in place by the islands, which is only right when
// nothing else on the page reads the query; otherwise the browser fetches the page for that address.
const filtered: BlockItem = { type: "class-list", data: { classes: { source: "class.active", params: { search: { query: "cari" } } } } };
const pagedNews: BlockItem = { type: "article-list", data: { articles: { source: "article.list", params: { page: { query: "halaman" } } } } };
const hero: BlockItem = { type: "hero", props: { title: "Kelas" } };
const route = (blocks: BlockItem[], meta?: LayoutRoute["meta"]): LayoutRoute => ({ path: "/Class", blocks, ...(meta && { meta }) }) as LayoutRoute;

describe("queryChangesOnly", () => {
  it("is true when only the given blocks read the query", () => {
    const blocks = [hero, filtered];
    expect(queryChangesOnly(route(blocks), blocks, new Set([1]))).toBe(true);
  });

  it("is false when a block left out reads the query too", () => {
    const blocks = [filtered, pagedNews];
    expect(queryChangesOnly(route(blocks), blocks, new Set([0]))).toBe(false);
    expect(queryChangesOnly(route(blocks), blocks, new Set([0, 1]))).toBe(true);
  });

  it("is false when the page's head record reads the query", () => {
    const blocks = [filtered];
    const meta = { data: { source: "class.active", params: { search: { query: "cari" } } } } as LayoutRoute["meta"];
    expect(queryChangesOnly(route(blocks, meta), blocks, new Set([0]))).toBe(false);
  });
});
