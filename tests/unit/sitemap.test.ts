import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import { fillTemplate, isListedRoute, lastmodOf, sitemapDocuments, sitemapEntries, type SitemapEntry } from "../../engine/seo/index.js";

const contracts = new Map(blocks.map((block) => [block.type, block]));

/** A small layout: static pages, a sign-in page, the callback, a class list (default detailPath) and a news list linking to a detail route. */
const routes = [
  { name: "index", path: "/", blocks: [{ type: "class-list", data: { classes: { source: "class.active", params: { page: 1, pageSize: 6 } } } }] },
  {
    name: "News",
    path: "/News",
    blocks: [
      {
        type: "article-list",
        props: { detailPath: "/News/{id}/{slug}" },
        data: { posts: { source: "post.list", params: { kind: "news", page: { query: "page", default: 1 }, pageSize: 9 } } },
      },
    ],
  },
  { name: "News-id-title", path: "/News/{id}/{title?}", params: { id: { type: "integer" } }, blocks: [] },
  { name: "Class-code", path: "/Class/{code}", blocks: [] },
  { name: "Login", path: "/Login", requiresAuth: true, blocks: [] },
  { name: "CallbackAuth", path: "/CallbackAuth", blocks: [{ type: "auth-callback", props: {} }] },
  { name: "Pesilat", path: "/Pesilat", blocks: [] },
  { name: "Portfolio", path: "/Portfolio/{type?}/{title?}", blocks: [{ type: "portfolio-list", props: { kind: "government" } }] },
] as unknown as LayoutRoute[];

/** A catalogue stand-in: `class.active` answers 5 classes 2 a page, `post.list` 3 posts (one with an id that fails the route's rule). */
function fakeCall() {
  const calls: { source: string; values: ParamValues }[] = [];
  const classes = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, slug: `kelas-${i + 1}` }));
  const posts = [
    { id: 7, slug: "kabar-satu", publishedAt: "2026-05-11T09:00:00+07:00" },
    { id: 8, slug: "kabar-dua", publishedAt: "2026-04-01" },
    { id: "x", slug: "bukan-angka" },
  ];
  const call = async (entry: CatalogueEntry, values: ParamValues) => {
    calls.push({ source: entry.id, values });
    const all = entry.id === "class.active" ? classes : posts;
    const size = Number(values.pageSize ?? values.perPage ?? 100);
    const size2 = entry.id === "class.active" ? 2 : size;
    const page = Number(values.page ?? 1);
    return { page, perPage: size2, totalItems: all.length, totalPages: Math.ceil(all.length / size2), items: all.slice((page - 1) * size2, page * size2) };
  };
  return { call, calls };
}

describe("sitemap entries from a layout", () => {
  it("lists static public routes and every record a list links to, pages and all", async () => {
    const { call, calls } = fakeCall();
    const { entries, failures } = await sitemapEntries({ layout: { routes }, contracts, call });
    const paths = entries.map((entry) => entry.path);
    expect(failures).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(["/", "/News", "/Pesilat", "/Class/kelas-1", "/Class/kelas-5", "/News/7/kabar-satu", "/News/8/kabar-dua"]));
    // Sign-in pages and the callback are not content; a record whose URL fails the route's rule is not listed.
    expect(paths).not.toContain("/Login");
    expect(paths).not.toContain("/CallbackAuth");
    expect(paths.some((path) => path.includes("bukan-angka"))).toBe(false);
    // Static content: the government portfolio entries, and not the corporate ones.
    expect(paths.filter((path) => path.startsWith("/Portfolio/government/")).length).toBeGreaterThan(0);
    expect(paths.some((path) => path.startsWith("/Portfolio/corporate/"))).toBe(false);
    // Three pages of classes at 2 a page; the list's largest page size (100) is asked for.
    expect(calls.filter((c) => c.source === "class.active").map((c) => c.values.page)).toEqual([1, 2, 3]);
    expect(calls.find((c) => c.source === "post.list")?.values).toMatchObject({ kind: "news", pageSize: 100, page: 1 });
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives lastmod where the record has a date", async () => {
    const { entries } = await sitemapEntries({ layout: { routes }, contracts, call: fakeCall().call });
    const byPath = new Map(entries.map((entry) => [entry.path, entry]));
    expect(byPath.get("/News/7/kabar-satu")?.lastmod).toBe("2026-05-11T02:00:00.000Z");
    expect(byPath.get("/News/8/kabar-dua")?.lastmod).toBe("2026-04-01");
    expect(byPath.get("/Class/kelas-1")?.lastmod).toBeUndefined();
    expect(lastmodOf({ startsAt: "2026-01-01" })).toBeUndefined();
    expect(lastmodOf({ publishedAt: "kemarin" })).toBeUndefined();
  });

  it("leaves out a shared host's scoped paths, and keeps the rest when a list fails", async () => {
    const failing = async (entry: CatalogueEntry, values: ParamValues) => {
      if (entry.id === "post.list") throw new Error("platform down");
      return fakeCall().call(entry, values);
    };
    const { entries, failures } = await sitemapEntries({ layout: { routes }, contracts, call: failing, sharedSegments: ["pesilat"] });
    const paths = entries.map((entry) => entry.path);
    expect(paths).not.toContain("/Pesilat");
    expect(paths).toContain("/Class/kelas-1");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain("post.list");
  });

  it("decides listed routes from the layout and the block contracts", () => {
    expect(isListedRoute(routes[0]!, contracts)).toBe(true);
    expect(
      isListedRoute(
        routes.find((r) => r.name === "Login")!,
        contracts,
      ),
    ).toBe(false);
    expect(
      isListedRoute(
        routes.find((r) => r.name === "CallbackAuth")!,
        contracts,
      ),
    ).toBe(false);
  });

  it("fills a template only from scalar fields", () => {
    expect(fillTemplate("/News/{id}/{slug}", { id: 3, slug: "a b" })).toBe("/News/3/a%20b");
    expect(fillTemplate("/Articles/{category}/Detail/{id}", { category: { slug: "x" }, id: 1 })).toBeUndefined();
    expect(fillTemplate("/News/{id}/{slug}", { id: 3 })).toBeUndefined();
  });
});

describe("sitemap documents", () => {
  const entries: SitemapEntry[] = Array.from({ length: 7 }, (_, i) => ({ path: `/Kelas/${i}?a=1&b=<2>`, ...(i === 4 ? { lastmod: "2026-03-01" } : {}) }));

  it("is one urlset up to the limit, with absolute and escaped URLs", () => {
    const documents = sitemapDocuments(entries, "https://arunika.id", 7);
    expect([...documents.keys()]).toEqual(["/sitemap.xml"]);
    const xml = documents.get("/sitemap.xml")!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml.match(/<url>/g)).toHaveLength(7);
    expect(xml).toContain("<loc>https://arunika.id/Kelas/0?a=1&amp;b=%3C2%3E</loc>");
    expect(xml).toContain("<lastmod>2026-03-01</lastmod>");
  });

  it("becomes an index of numbered files past the limit", () => {
    const documents = sitemapDocuments(entries, "https://arunika.id", 3);
    expect([...documents.keys()].sort()).toEqual(["/sitemap-1.xml", "/sitemap-2.xml", "/sitemap-3.xml", "/sitemap.xml"]);
    const index = documents.get("/sitemap.xml")!;
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      "<loc>https://arunika.id/sitemap-1.xml</loc>",
      "<loc>https://arunika.id/sitemap-2.xml</loc>",
      "<loc>https://arunika.id/sitemap-3.xml</loc>",
    ]);
    // The file holding the dated entry carries its date in the index.
    expect(index).toContain("<loc>https://arunika.id/sitemap-2.xml</loc><lastmod>2026-03-01</lastmod>");
    expect(documents.get("/sitemap-3.xml")!.match(/<url>/g)).toHaveLength(1);
    const all = [1, 2, 3].flatMap((n) => documents.get(`/sitemap-${n}.xml`)!.match(/<loc>[^<]*/g) ?? []);
    expect(all).toHaveLength(7);
  });
});
