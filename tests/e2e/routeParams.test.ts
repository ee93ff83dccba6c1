import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../engine/errors/catalogue.js";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

// tenants/parts/base-routes.json: '/News/{id}/{title?}' (id an integer) and '/News/{slug}' (a slug not all digits)
// share the URLs '/News/<one segment>'; their param rules choose the route, and a refused URL is a 404.
const port = builtServerPort();
const HOST = "main.localhost";
const SITE = "Arunika Academy";
/** A page's title: the record's and the site's, cut to 70 characters (engine/head/buildTitle.ts). */
const titleOf = (own: string) => buildTitle({ routeName: "News", titles: {}, siteName: SITE, recordTitle: own });
const url = (path: string) => `http://${HOST}:${port}${path}`;

interface Post {
  id: number;
  slug: string;
  title: string;
}

let browser: Tabs;
let posts: Post[];
beforeAll(async () => {
  browser = await connectTabs();
  const response = await fetch(`http://127.0.0.1:${port}/_platform/api/v1/post/list?kind=news&page=1&pageSize=2`, { headers: { Origin: `http://${HOST}` } });
  posts = ((await response.json()) as { data: { items: Post[] } }).data.items;
  expect(posts).toHaveLength(2);
});
afterAll(async () => browser?.close());

/** A client-side navigation: react-router follows the history entry without loading a document. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const FAILING = ["/News/bukan-angka/judul", "/News/Huruf-Besar"];

describe("/News/{id}/{title?} beside /News/{slug}", () => {
  it("answers both from the server with the right article, and hydrates cleanly", async () => {
    const [post] = posts;
    for (const path of [`/News/${post!.id}/${post!.slug}`, `/News/${post!.id}`, `/News/${post!.slug}`]) {
      const page = await browser.newPage();
      const watch = watchPage(page);
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(200);
      expect(await response!.text()).toContain(`<title>${titleOf(post!.title)}</title>`);
      expect(await page.locator("article h1").textContent()).toBe(post!.title);
      await waitForHydration(page);
      expect(await page.locator("article h1").textContent()).toBe(post!.title);
      expect(watch.errors).toEqual([]);
      await page.close();
    }
  });

  it("answers 404 'This page could not be found' when the parameters fail every route's rules", async () => {
    for (const path of FAILING) {
      const page = await browser.newPage();
      const watch = watchPage(page);
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(404);
      const html = await response!.text();
      expect(html).toContain(MESSAGES.validateFailed);
      expect(html).not.toContain(MESSAGES.notFound);
      expect(html).toContain(`<title>${MESSAGES.validateFailed} | ${SITE}</title>`);
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe(MESSAGES.validateFailed);
      // The shell stays around it, with the way home.
      expect(await page.getByRole("link", { name: MESSAGES.backHome }).count()).toBe(1);
      expect(watch.errors.filter((error) => !error.includes("404"))).toEqual([]);
      await page.close();
    }
  });

  it("keeps the not-found screen for a record that does not exist", async () => {
    const page = await browser.newPage();
    const response = await page.goto(url("/News/999999/tidak-ada"));
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    await page.close();
    expect(html).toContain(MESSAGES.notFound);
    expect(html).not.toContain(MESSAGES.validateFailed);
  });

  it("chooses the same routes after client-side navigation, title included", async () => {
    const [first, second] = posts;
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("/News"));
    await waitForHydration(page);
    // A mark on this document's window: a full load of any page below would start a window without it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: "routeParams" }));

    await navigate(page, `/News/${first!.slug}`);
    await expect.poll(() => page.locator("article h1").textContent()).toBe(first!.title);
    await expect.poll(() => page.title()).toBe(titleOf(first!.title));

    await navigate(page, FAILING[0]!);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(MESSAGES.validateFailed);
    await expect.poll(() => page.title()).toBe(`${MESSAGES.validateFailed} | ${SITE}`);

    await navigate(page, `/News/${second!.id}/${second!.slug}`);
    await expect.poll(() => page.locator("article h1").textContent()).toBe(second!.title);
    await navigate(page, `/News/${second!.slug}`);
    await expect.poll(() => page.locator("article h1").textContent()).toBe(second!.title);
    await expect.poll(() => page.title()).toBe(titleOf(second!.title));
    // No document was loaded for any of these: the window is the one marked on /News.
    expect(await page.evaluate(() => (window as { __sameDocument?: string }).__sameDocument)).toBe("routeParams");
    expect(watch.errors.filter((error) => !error.includes("404"))).toEqual([]);
    await page.close();
  });
});
