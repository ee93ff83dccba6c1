import type { BrowserContext } from "playwright";
import { afterAll, beforeAll, describe, it } from "vitest";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import type { ResolvedLayout } from "../../engine/layout/ResolvedLayout.js";
import { axeViolations } from "../support/axe.js";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { validateHtml } from "../support/htmlValidation.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";
import { rawGet } from "../support/rawGet.js";
import { loadSiteSamples, routeInstance, type SiteSamples } from "../support/routeInstances.js";
import { distinctPages, FIRST_HOST, walkPages, type WalkPage } from "../support/walkPlan.js";
import { builtServerPort } from "../support/builtServerPort.js";

/**
 * Issue #3's walk in issue 25's shape (tests/support/walkPlan.ts says which page gets which check
 * and why): every route of every seeded host answers over HTTP with its status and title; the pages
 * of a staging or dev host are those of its layout's first host; the first hosts' HTML is valid; and
 * every distinct page hydrates in Chromium without a console error and passes axe on a desktop and
 * on a 375 px phone.
 */
const port = builtServerPort();
const { layouts, problems } = loadLayoutFiles(tenantFiles(), validateLayout);
if (problems.length) throw new Error(`The shipped layouts are invalid: ${problems.map((p) => p.message).join("; ")}`);

function layoutOf(id: string): ResolvedLayout {
  const layout = layouts.get(id);
  if (!layout) throw new Error(`No layout '${id}'`);
  return layout;
}

const pages = walkPages(layoutOf);
const distinct = distinctPages(pages);

const samples = new Map<string, Promise<SiteSamples>>();
/** One record of each kind from a host's platform, read once per host. */
function samplesFor(host: string): Promise<SiteSamples> {
  if (!samples.has(host)) {
    const get = async (path: string) => {
      const answer = await rawGet(port, host, `/_platform/api/${path}`, { origin: `http://${host}` });
      if (answer.status !== 200) throw new Error(`${host} ${path}: HTTP ${answer.status}`);
      return JSON.parse(answer.text) as unknown;
    };
    samples.set(host, loadSiteSamples(get));
  }
  return samples.get(host)!;
}

/** The URL a page is visited at, and the title (the record's or the route's, then the site's) it must carry. */
async function visit(page: WalkPage): Promise<{ path: string; title: string }> {
  const instance = routeInstance(page.served.route, await samplesFor(page.served.host));
  const layout = layoutOf(page.served.layout);
  const title = buildTitle({ routeName: page.served.route.name, titles: layout.titles, siteName: page.served.siteTitle, recordTitle: instance.recordTitle });
  return { path: instance.path, title };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const itemNameOf = (html: string) => decode(/<meta data-head="" itemprop="name" content="([^"]*)">/.exec(html)?.[1] ?? "");

/**
 * The host names of the other environments, each with its first host's (`staging.pesilat.localhost`,
 * which `/Pesilat` on `staging.main.localhost` links to, too). Longest first: `staging.main.` before `main.`.
 */
const HOST_NAMES = [...FIRST_HOST].filter(([host, first]) => host !== first).sort(([a], [b]) => b.length - a.length);
/** The HTML with every environment's host name as the first host's, and the query cache's clock readings zeroed. */
function sameSiteHtml(html: string): string {
  let text = html;
  for (const [host, first] of HOST_NAMES) text = text.replaceAll(host, first);
  return text.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
}

describe("every route of every seeded host, over HTTP", () => {
  for (const page of pages) {
    it.concurrent(`${page.host}${page.route.path} (${page.route.name})`, async ({ expect }) => {
      const { path, title } = await visit(page);
      const answer = await rawGet(port, page.host, path, { "accept-encoding": "gzip" });
      if (page.requiresAuth) {
        // A signed-out visitor goes to the account site (the documented redirect), back to this host.
        expect(answer.status, `${path} status`).toBe(302);
        const location = new URL(answer.headers.location!, `http://${page.host}:${port}`);
        expect(location.pathname).toBe("/_platform/account/login");
        expect(location.searchParams.get("origin")).toMatch(new RegExp(`^http://${page.host.replaceAll(".", "\\.")}(:${port})?/CallbackAuth`));
        return;
      }
      expect(answer.status, `${path} status`).toBe(200);
      expect(titleOf(answer.text), `${path} title`).toBe(title);
      expect(itemNameOf(answer.text), `${path} itemprop name`).toBe(title);
      if (page.host === page.firstHost) {
        expect(await validateHtml(answer.text), `${path}: html-validate`).toEqual([]);
      } else {
        const first = await rawGet(port, page.firstHost, path, { "accept-encoding": "gzip" });
        expect(sameSiteHtml(answer.text), `${page.host}${path} is ${page.firstHost}${path}`).toBe(sameSiteHtml(first.text));
      }
    });
  }
});

describe(`the ${distinct.length} distinct pages in Chromium`, () => {
  let context: BrowserContext;
  beforeAll(async () => {
    // One context for the walk: the pages share the browser's cache of the site's scripts, as a visitor's tabs do.
    context = await (await connectBrowser()).newContext();
  });
  afterAll(async () => context?.close());

  for (const { page: walkPage, reason } of distinct) {
    it.concurrent(`${walkPage.host}${walkPage.route.path} (${reason})`, async ({ expect }) => {
      const { path, title } = await visit(walkPage);
      const page = await context.newPage();
      const watch = watchPage(page);
      try {
        const response = await page.goto(`http://${walkPage.host}:${port}${path}`);
        expect(response?.status(), `${path} status`).toBe(200);
        await waitForHydration(page);
        // A record the server's time box left out arrives in the browser, and the title follows it.
        await expect.poll(() => page.title()).toBe(title);
        expect(await page.locator("[data-block-fallback]").count()).toBe(0);
        expect(await page.locator(".page [data-block]").count()).toBeGreaterThan(0);
        expect(await axeViolations(page), `axe on ${path} at 1280 px`).toEqual([]);
        await page.setViewportSize({ width: 375, height: 800 });
        expect(await axeViolations(page), `axe on ${path} at 375 px`).toEqual([]);
        expect(watch.errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
