import { describe, expect, it } from "vitest";
import { rawGet, type Answer } from "../support/rawGet.js";
import { builtServerPort } from "../support/builtServerPort.js";

// How pages and their assets travel, so that they load fast and cheaply: compressed, cached by the query parameters a route
// reads, revalidated by ETag, marked for shared caches only when anonymous, and the page's own
// stylesheet, route table and scripts immutable.
const port = builtServerPort();
const HOST = "demo.localhost";

const get = (path: string, headers: Record<string, string> = {}) => rawGet(port, HOST, path, headers);

const linked = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("page delivery", () => {
  it("sends brotli or gzip as asked, the same page either way, varying by encoding", async () => {
    // The three of one rendering (one ETag): a copy that earlier tests left stale is rendered again
    // between two of them, with other clock readings in its state.
    const trio = async () => [await get("/"), await get("/", { "accept-encoding": "gzip, deflate, br" }), await get("/", { "accept-encoding": "gzip" })];
    let answers: Answer[] = [];
    await expect.poll(async () => new Set((answers = await trio()).map((answer) => answer.headers.etag)).size).toBe(1);
    const [plain, br, gzip] = answers as [Answer, Answer, Answer];
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.raw.length).toBeLessThan(plain.raw.length / 4);
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
  });

  it("lets a shared cache hold one copy of an anonymous page whatever cookies come with it, with an ETag that answers 304", async () => {
    const page = await get("/");
    expect(page.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    // Every visitor carries app-token and analytics cookies: a Vary on Cookie would make a copy per visitor.
    expect(page.headers.vary).toBe("Accept-Encoding");
    const withCookies = await get("/", { cookie: "_gt=abc; _ct=def; _ga=GA1.2.3" });
    expect(withCookies.headers.etag).toBe(page.headers.etag);
    expect(withCookies.headers["set-cookie"]).toBeUndefined();
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it("keeps a signed-in visitor's page private", async () => {
    const page = await get("/", { cookie: "access_token=uji-token-tidak-sah" });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });

  it("names an anonymous page's surrogate keys only to a cache that says it reads them, never a signed-in page's", async () => {
    const capability = { "surrogate-capability": 'varnish="xkey"' };
    expect((await get("/")).headers.xkey).toBeUndefined();
    const keys = String((await get("/", capability)).headers.xkey).split(" ");
    expect(keys).toEqual(expect.arrayContaining(["h:demo.localhost", "t:demo", "l:demo", "s:demo:post.list"]));
    expect(keys.find((key) => key.startsWith("lv:demo@"))).toMatch(/^lv:demo@\S+$/);
    const signedIn = await get("/", { ...capability, cookie: "access_token=uji-token-tidak-sah" });
    expect(signedIn.headers.xkey).toBeUndefined();
  });

  it("serves a URL with parameters no route reads as the same page (one cache entry, canonical og:url)", async () => {
    const page = await get("/");
    const tracked = await get(`/?utm_source=uji&x=${Date.now()}`);
    expect(tracked.status).toBe(200);
    expect(tracked.headers.etag).toBe(page.headers.etag);
    expect(linked(tracked.text, /property="og:url" content="([^"]+)"/)).toBe("http://demo.localhost/");
  });

  it("keeps the parameters a route reads: another page of the list is another page", async () => {
    const first = await get("/News");
    const second = await get("/News?page=2&utm_source=uji");
    expect(second.status).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(linked(second.text, /property="og:url" content="([^"]+)"/)).toBe("http://demo.localhost/News?page=2");
  });
});

describe("what a page links to", () => {
  it("carries its own route and a compact route manifest, not the whole layout", async () => {
    const page = await get("/");
    const state = JSON.parse(linked(page.text, /<script id="__PAGE_STATE__" type="application\/json">([\s\S]*?)<\/script>/)!) as {
      layout: { routes: { name: string; path: string; blocks?: unknown }[]; routesUrl: string };
      route: { name: string; blocks: unknown[] };
    };
    expect(state.route.blocks.length).toBeGreaterThan(0);
    expect(state.layout.routes.length).toBeGreaterThan(20);
    // What matching a URL needs: name, path and, where the route has them, its param rules.
    expect(state.layout.routes.every((route) => ["name,path", "name,params,path"].includes(Object.keys(route).sort().join()))).toBe(true);
    expect(state.layout.routes.find((route) => route.name === "News-id-title")).toEqual({
      name: "News-id-title",
      path: "/News/{id}/{title?}",
      params: { id: { type: "integer" } },
    });

    const table = await get(state.layout.routesUrl, { "accept-encoding": "br" });
    expect(table.status).toBe(200);
    expect(table.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const document = JSON.parse(table.text) as { routes: { name: string; blocks?: unknown[] }[]; blockStylesheets: Record<string, string> };
    expect(document.routes.map((route) => route.name)).toEqual(state.layout.routes.map((route) => route.name));
  });

  it("has one stylesheet, immutable and compressed, holding the theme's variables and its fonts", async () => {
    const page = await get("/");
    const hrefs = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
    expect(hrefs).toHaveLength(1);
    const sheet = await get(hrefs[0]!, { "accept-encoding": "br" });
    expect(sheet.headers["content-type"]).toMatch(/^text\/css/);
    expect(sheet.headers["content-encoding"]).toBe("br");
    expect(sheet.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(sheet.text).toContain("--mantine-color-brand-6");
    expect(sheet.text).toContain("@font-face");
    expect(sheet.text).toContain("@layer mantine");
    // The theme's variables are in the stylesheet, not written into every page (only Mantine's
    // per-element responsive rules stay inline).
    expect(page.text).not.toContain("--mantine-color-brand-6");
  });

  it("starts with one small boot script; the modules it loads are precompressed and immutable", async () => {
    const page = await get("/");
    const scripts = [...page.text.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    const boot = await get(scripts[0]!);
    expect(boot.raw.length).toBeLessThan(2048);
    const listed = JSON.parse(linked(page.text, /<script id="__PAGE_SCRIPTS__" type="application\/json">([\s\S]*?)<\/script>/)!) as {
      entry: string;
      modules: string[];
    };
    expect(listed.modules.at(listed.modules.indexOf(listed.entry))).toBe(listed.entry);
    const entry = await get(listed.entry, { "accept-encoding": "br" });
    expect(entry.headers["content-encoding"]).toBe("br");
    expect(entry.headers["cache-control"]).toMatch(/immutable/);
  });
});
