import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import type { ResolvedLayout } from "../../engine/layout/ResolvedLayout.js";
import { isListedRoute } from "../../engine/seo/index.js";
import { jsonLdBlocks, missingJsonLd } from "../support/jsonLdRequirements.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";
import { fetchAs } from "../support/pageWeight.mjs";
import { loadSiteSamples, routeInstance, type SiteSamples } from "../support/routeInstances.js";
import { MAINTENANCE_HOST, SEEDED_HOSTS } from "../support/seededHosts.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 13, search engines: robots.txt and sitemap.xml of every host, every listed URL answering
// 200, every public route instance listed, and each page's JSON-LD carrying what Google requires.
const port = builtServerPort();
const baseUrl = `http://127.0.0.1:${port}`;
const { layouts } = loadLayoutFiles(tenantFiles(), validateLayout);
const contracts = new Map(blocks.map((block) => [block.type, block]));

/**
 * Parameterised routes the sitemap leaves out, and why: it lists a record once, through the route
 * the layout's lists link to (engine/seo/sitemapEntries.ts).
 */
const UNLISTED_PATHS: Readonly<Record<string, string>> = {
  "/News/{slug}": "an alias of /News/{id}/{title?}, which the news lists link to",
  "/Program/{id}/{slug}": "an alias of /Program/{slug}",
  "/Features/{slug}": "an alias of /Lms/Features/{slug}",
  "/Class/Competence/{slug}": "no list links to it; the class's page is /Class/{code}",
  "/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}": "a course's chapters are linked from its syllabus, not from a list",
  "/Articles/{slug}": "a category page no list links to",
};

/** The types a detail page must carry (besides its BreadcrumbList), by the route path the layouts write. */
const DETAIL_TYPES: Readonly<Record<string, string>> = {
  "/Class/{code}": "Course",
  "/Overview/{code?}": "Course",
  "/Pesilat/Class/{code}": "Course",
  "/Courses/{slug}": "Course",
  "/Program/{slug}": "Course",
  "/Curriculum/{program}": "Course",
  "/Services/{slug?}": "Course",
  "/Event/{slug}": "Event",
  "/Event/Program/{id}/{slug?}": "Event",
  "/News/{id}/{title?}": "NewsArticle",
  "/Berita/Detail/{id?}/{title?}": "NewsArticle",
  "/Blog/{id}/{title?}": "BlogPosting",
  "/Event/Careers/{id}/{slug?}": "JobPosting",
  "/Career/{slug?}": "JobPosting",
};

// The shared hosts and the first segments they serve as another site, as tenants/hosts/shared.json declares them.
const SHARED_RULES = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../../tenants/hosts/shared.json"), "utf8")) as { sharedHosts: { host: string; segment: string }[] }
).sharedHosts;
const SHARED_HOSTS = new Set(SHARED_RULES.map((rule) => rule.host));
/** Whether a route's path lies under a segment its shared host serves as another site. */
const underSharedSegment = (host: string, path: string) =>
  SHARED_RULES.some((rule) => rule.host === host && path.split("/").find(Boolean)?.toLowerCase() === rule.segment);

function layoutOf(id: string): ResolvedLayout {
  const layout = layouts.get(id);
  if (!layout) throw new Error(`No layout '${id}'`);
  return layout;
}

/** A GET as a crawler makes it (redirects not followed): a 503 for load is a failure here, not something to wait out. */
async function get(host: string, path: string) {
  const page = await fetchAs(baseUrl, `${host}:${port}`, path, { redirects: 0 });
  return { status: page.status, headers: page.headers, text: page.body.toString("utf8") };
}

async function samplesFor(host: string): Promise<SiteSamples> {
  return loadSiteSamples(async (path) => {
    const response = await fetch(`${baseUrl}/_platform/api/${path}`, { headers: { Origin: `http://${host}` } });
    if (!response.ok) throw new Error(`${host} ${path}: HTTP ${response.status}`);
    return response.json();
  });
}

/** The sitemap's URLs as paths (an index's files followed), each checked to be on the host. */
async function sitemapPaths(host: string): Promise<string[]> {
  const sitemap = await get(host, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  let urls = locs(sitemap.text);
  if (sitemap.text.includes("<sitemapindex")) {
    const files = await Promise.all(urls.map((url) => get(host, new URL(url).pathname)));
    urls = files.flatMap((file) => locs(file.text));
  }
  return urls.map((url) => {
    const parsed = new URL(url);
    expect(parsed.origin, url).toBe(`http://${host}:${port}`);
    return parsed.pathname;
  });
}

/** Runs `work` over items a few at a time (a shared two-core machine). */
async function inTurns<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 2): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe("robots.txt and sitemap.xml of the maintenance host", () => {
  it("asks crawlers to come back: 503 with Retry-After, Disallow: /", async () => {
    const robots = await get(MAINTENANCE_HOST, "/robots.txt");
    expect(robots.status).toBe(503);
    expect(Number(robots.headers["retry-after"])).toBeGreaterThan(0);
    expect(robots.text).toMatch(/^User-agent: \*\nDisallow: \/\n/);
    const sitemap = await get(MAINTENANCE_HOST, "/sitemap.xml");
    expect(sitemap.status).toBe(503);
    expect(Number(sitemap.headers["retry-after"])).toBeGreaterThan(0);
  });
});

/** The paths each layout's primary host lists, for its staging and development hosts to match. */
const listedByLayout = new Map<string, Promise<string[]>>();

for (const site of SEEDED_HOSTS) {
  const primary = SEEDED_HOSTS.find((other) => other.layout === site.layout)!.host === site.host;
  describe(`search engines on ${site.host}`, () => {
    it("robots.txt allows crawling and names the sitemap", async () => {
      const robots = await get(site.host, "/robots.txt");
      expect(robots.status).toBe(200);
      expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(robots.text).toContain("User-agent: *\nAllow: /\n");
      expect(robots.text).toContain(`Sitemap: http://${site.host}:${port}/sitemap.xml\n`);
    });

    it("the sitemap lists every public route instance once, and not the sign-in pages", async () => {
      const listed = sitemapPaths(site.host);
      if (primary) listedByLayout.set(site.layout, listed);
      const paths = await listed;
      expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
      const set = new Set(paths.map((path) => decodeURIComponent(path).toLowerCase()));
      const samples = await samplesFor(site.host);
      const expected: string[] = [];
      for (const route of layoutOf(site.layout).routes) {
        const scoped = underSharedSegment(site.host, route.path);
        const instance = routeInstance(route, samples).path;
        if (!isListedRoute(route, contracts) || scoped) {
          // Behind sign-in, the sign-in callback, or another tenant's scope on a shared host.
          expect(set.has(instance.toLowerCase()), `${instance} is not listed`).toBe(false);
          continue;
        }
        if (UNLISTED_PATHS[route.path]) continue;
        expected.push(instance);
      }
      const missing = expected.filter((path) => !set.has(decodeURIComponent(path).toLowerCase()));
      expect(missing, "route instances missing from the sitemap").toEqual([]);
      if (!SHARED_HOSTS.has(site.host) && site.layout === "pesilat") expect(paths.some((path) => path.startsWith("/Pesilat/Class/"))).toBe(true);
      // Records with dates carry lastmod.
      const xml = (await get(site.host, "/sitemap.xml")).text;
      expect(xml).toMatch(/<loc>[^<]*\/News\/\d+\/[^<]*<\/loc><lastmod>\d{4}-\d{2}-\d{2}/);
    });

    if (primary) {
      it("every listed URL answers 200, and its JSON-LD parses and carries its type's required properties", { timeout: 300_000 }, async () => {
        const paths = await sitemapPaths(site.host);
        const failures: string[] = [];
        await inTurns(paths, async (path) => {
          const page = await get(site.host, path);
          if (page.status !== 200) failures.push(`${path}: HTTP ${page.status}`);
          for (const node of jsonLdBlocks(page.text)) {
            const missing = missingJsonLd(node);
            if (missing.length) failures.push(`${path}: ${String(node["@type"])} lacks ${missing.join(", ")}`);
          }
        });
        expect(failures).toEqual([]);
      });
    } else {
      it("lists the same pages as the site's primary host", async () => {
        const own = await sitemapPaths(site.host);
        const primaryPaths = await (listedByLayout.get(site.layout) ?? sitemapPaths(SEEDED_HOSTS.find((other) => other.layout === site.layout)!.host));
        expect(own).toEqual(primaryPaths);
      });
    }

    it("the home carries Organization and WebSite, and each detail page its type and a BreadcrumbList", async () => {
      const home = jsonLdBlocks((await get(site.host, "/")).text);
      expect(home.map((node) => node["@type"]).sort()).toEqual(["Organization", "WebSite"]);
      for (const node of home) expect(missingJsonLd(node)).toEqual([]);
      if (!primary) return;
      const samples = await samplesFor(site.host);
      for (const route of layoutOf(site.layout).routes) {
        const type = DETAIL_TYPES[route.path];
        if (!type || underSharedSegment(site.host, route.path)) continue;
        const instance = routeInstance(route, samples);
        const page = await get(site.host, instance.path);
        expect(page.status, instance.path).toBe(200);
        const nodes = jsonLdBlocks(page.text);
        const types = nodes.map((node) => node["@type"]);
        expect(types, `${instance.path} (${route.name})`).toContain(type);
        expect(types, instance.path).toContain("BreadcrumbList");
        for (const node of nodes) expect(missingJsonLd(node), `${instance.path} ${String(node["@type"])}`).toEqual([]);
        const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement as { name: string; item: string }[];
        expect(crumbs.at(-1)!.item).toBe(`http://${site.host}:${port}${instance.path}`);
        if (instance.recordTitle) expect(crumbs.at(-1)!.name).toBe(instance.recordTitle);
      }
    });
  });
}
