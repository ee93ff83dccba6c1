// A block hydrates to what the server's HTML drew, and draws newer data after: a source still pending
// at the server's time box is drawn pending, and a cached page's data may be old enough for the
// browser to fetch it again before the block hydrates (the page's idle prefetch of its own links, the
// logo's "/"). Otherwise React finds other text than the HTML's (#418, a recoverable error).
import type { Route } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// The router's pages hydrate every block: one server with a time box, one without (it renders every
// source the page reads as pending). On island pages a block drawn pending starts as an island of its own.
let site: RunningServer;
let pendingSite: RunningServer;
let islandSite: RunningServer;
// One context per server: they serve the same host names, and a cookie of one (the app token) means nothing to another.
let browser: Tabs;
let pendingBrowser: Tabs;
let islandBrowser: Tabs;

beforeAll(async () => {
  [site, pendingSite, islandSite] = await Promise.all([
    startBuiltServer({ ISLANDS: "false" }),
    startBuiltServer({ SSR_TIMEBOX_MS: "0", ISLANDS: "false" }),
    startBuiltServer({ SSR_TIMEBOX_MS: "0", ISLANDS: "true" }),
  ]);
  [browser, pendingBrowser, islandBrowser] = await Promise.all([connectTabs(), connectTabs(), connectTabs()]);
}, 90_000);
afterAll(async () => {
  for (const tabs of [browser, pendingBrowser, islandBrowser]) await tabs?.close();
  for (const server of [site, pendingSite, islandSite]) await server?.stop();
});

describe("a block whose data reaches the browser before the block hydrates", () => {
  it("hydrates to the server's numbers when newer ones came first, then shows the newer ones", async () => {
    const port = site.port;
    const page = await browser.newPage();
    const watch = watchPage(page);
    // The page's data reads as fetched long ago, so the browser fetches the counter again at once; the
    // platform's numbers have grown meanwhile (by a thousand, here), and the counter's code waits for them.
    // Fetched here over loopback with the site's Host (only Chromium resolves *.localhost by itself).
    const fetchVia = (route: Route) => {
      const url = new URL(route.request().url());
      return route.fetch({ url: `http://127.0.0.1:${port}${url.pathname}${url.search}`, headers: { ...route.request().headers(), host: url.host } });
    };
    await page.route(`http://ligasmk.localhost:${port}/`, async (route) => {
      const response = await fetchVia(route);
      await route.fulfill({ response, body: (await response.text()).replace(/"dataUpdatedAt":\d+/g, '"dataUpdatedAt":1') });
    });
    await page.route(/v1\/statistics\/counter/, async (route) => {
      const response = await fetchVia(route);
      const answer = (await response.json()) as { data: Record<string, unknown> };
      const grown = Object.fromEntries(Object.entries(answer.data).map(([key, value]) => [key, typeof value === "number" ? value + 1000 : value]));
      await route.fulfill({ response, json: { ...answer, data: grown } });
    });
    const newer = page.waitForResponse((response) => response.url().includes("v1/statistics/counter"));
    await page.route(/\/assets\/Counter-\w+\.js$/, async (route) => {
      await newer;
      await route.continue();
    });
    await page.goto(`http://ligasmk.localhost:${port}/`);
    const first = page.locator('section[data-block="counter"] .counter__value').first();
    const drawn = await first.textContent();
    await waitForHydration(page);
    await expect.poll(() => first.textContent()).not.toBe(drawn);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("hydrates to the server's pending state without a mismatch, then shows the data", async () => {
    const page = await pendingBrowser.newPage();
    const watch = watchPage(page);
    // The counter's code is held until its data has been fetched in the browser: the data is there first.
    const counterData = page.waitForResponse((response) => response.url().includes("v1/statistics/counter") && response.ok());
    await page.route(/\/assets\/Counter-\w+\.js$/, async (route) => {
      await counterData;
      await route.continue();
    });
    const response = await page.goto(`http://ligasmk.localhost:${pendingSite.port}/`);
    const counterHtml = (await response!.text()).match(/<section[^>]*data-block="counter"[^>]*>([\s\S]*?)<\/section>/)?.[1];
    expect(counterHtml).toContain('aria-busy="true"');
    await waitForHydration(page);
    await expect.poll(() => page.locator('section[data-block="counter"] [data-counter]').first().textContent()).toMatch(/\d/);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});

describe("an island page whose server did not have a block's data", () => {
  it("starts that block as an island, which fetches the data and shows it", async () => {
    const page = await islandBrowser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(`http://ligasmk.localhost:${islandSite.port}/`);
    const html = await response!.text();
    // The counter has no code of its own to act on, but it was drawn waiting for its numbers.
    expect(html).toMatch(/<section[^>]*data-block="counter"[^>]*data-island="\d+"/);
    expect(html.match(/<section[^>]*data-block="counter"[^>]*>([\s\S]*?)<\/section>/)?.[1]).toContain('aria-busy="true"');
    await waitForHydration(page);
    await expect.poll(() => page.locator('section[data-block="counter"] [data-counter]').first().textContent()).toMatch(/\d/);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
