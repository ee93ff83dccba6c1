import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import type { ResolvedLayout } from "../../engine/layout/ResolvedLayout.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import type { TenantSettings } from "../../engine/tenant/createSettingsStore.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";
import { seoRoutes } from "../../site/server/seoRoutes.js";

const ROLES: HostRole[] = ["main", "services", "mailer", "authorizer", "account", "drive", "remoteTables"];
const baseUrls = Object.fromEntries(ROLES.map((role) => [role, `http://platform.test/${role}/`])) as Record<HostRole, string>;

const routes = [
  { name: "index", path: "/", blocks: [{ type: "class-list", data: { classes: { source: "class.active", params: { page: 1, pageSize: 6 } } } }] },
  { name: "Class-code", path: "/Class/{code}", blocks: [] },
  { name: "About", path: "/About", blocks: [] },
] as unknown as LayoutRoute[];

/** A server with the SEO routes over stand-in stores and a platform of `classes` classes; counts the platform's calls. */
async function serverWith(options: { classes?: number; urlLimit?: number; ttlMs?: number; maintenance?: boolean } = {}) {
  let layout: ResolvedLayout = { id: "uji", version: "1", language: "id", titles: {}, shell: {} as ResolvedLayout["shell"], routes };
  let settings = applySettingsDefaults({ title: "Akademi Uji", layout: "uji", isMaintenance: options.maintenance ?? false });
  const calls: string[] = [];
  const classes = Array.from({ length: options.classes ?? 3 }, (_, i) => ({ id: i + 1, slug: `kelas-${i + 1}`, updatedAt: "2026-02-0" + ((i % 9) + 1) }));
  const serverFetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.pathname + url.search);
    const page = Number(url.searchParams.get("page") ?? 1);
    const size = Number(url.searchParams.get("pageSize") ?? 100);
    const data = {
      page,
      perPage: size,
      totalItems: classes.length,
      totalPages: Math.ceil(classes.length / size),
      items: classes.slice((page - 1) * size, page * size),
    };
    return new Response(JSON.stringify({ status: true, message: "ok", data }), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  const app = Fastify();
  seoRoutes(app, {
    layouts: { get: (id) => (id === "uji" ? layout : undefined) },
    settings: { resolve: async (host): Promise<TenantSettings> => ({ host: host ?? "", known: true, settings }) },
    contracts: blocks,
    serverBaseUrls: baseUrls,
    serverFetch,
    log: () => undefined,
    urlLimit: options.urlLimit,
    ttlMs: options.ttlMs,
  });
  await app.ready();
  const get = (path: string) => app.inject({ method: "GET", url: path, headers: { host: "uji.localhost:4000" } });
  return {
    app,
    get,
    calls,
    reloadLayout: () => (layout = { ...layout, version: String(Number(layout.version) + 1) }),
    reloadSite: () => (settings = { ...settings, title: "Akademi Uji Baru" }),
  };
}

let open: { app: { close(): Promise<unknown> } } | undefined;
afterEach(async () => open?.app.close());

describe("robots.txt and sitemap.xml routes", () => {
  it("serve robots.txt and a sitemap of the layout's pages with absolute URLs on the request's origin", async () => {
    const server = (open = await serverWith());
    const robots = await server.get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe("User-agent: *\nAllow: /\n\nSitemap: http://uji.localhost:4000/sitemap.xml\n");
    const sitemap = await server.get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain("<url><loc>http://uji.localhost:4000/About</loc></url>");
    expect(sitemap.body).toContain("<url><loc>http://uji.localhost:4000/Class/kelas-2</loc><lastmod>2026-02-02</lastmod></url>");
  });

  it("keeps a host's sitemap until its layout or site file reloads, or its time is up", async () => {
    const server = (open = await serverWith());
    await server.get("/sitemap.xml");
    const first = server.calls.length;
    expect(first).toBeGreaterThan(0);
    await server.get("/sitemap.xml");
    expect(server.calls.length).toBe(first);
    server.reloadLayout();
    await server.get("/sitemap.xml");
    expect(server.calls.length).toBe(first * 2);
    server.reloadSite();
    await server.get("/sitemap.xml");
    expect(server.calls.length).toBe(first * 3);

    const expiring = await serverWith({ ttlMs: 0 });
    await expiring.get("/sitemap.xml");
    await expiring.get("/sitemap.xml");
    expect(expiring.calls.length).toBe(2 * first);
    await expiring.app.close();
  });

  it("becomes an index of numbered files past the URL limit", async () => {
    const server = (open = await serverWith({ classes: 5, urlLimit: 3 }));
    const index = await server.get("/sitemap.xml");
    expect(index.body).toContain("<sitemapindex");
    // "/", "/About" and five classes: 7 URLs, 3 a file.
    expect(index.body.match(/<sitemap>/g)).toHaveLength(3);
    const third = await server.get("/sitemap-3.xml");
    expect(third.statusCode).toBe(200);
    expect(third.body.match(/<url>/g)).toHaveLength(1);
    expect((await server.get("/sitemap-4.xml")).statusCode).toBe(404);
    expect((await server.get("/sitemap-x.xml")).statusCode).toBe(404);
  });

  it("answer 503 with Retry-After and Disallow: / in maintenance", async () => {
    const server = (open = await serverWith({ maintenance: true }));
    const robots = await server.get("/robots.txt");
    expect(robots.statusCode).toBe(503);
    expect(robots.headers["retry-after"]).toBeDefined();
    expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
    expect((await server.get("/sitemap.xml")).statusCode).toBe(503);
    expect(server.calls).toEqual([]);
  });
});
