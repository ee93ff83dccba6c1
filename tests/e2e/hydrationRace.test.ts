// A source still pending at the server's time box is drawn pending in the HTML. When the browser has
// its data before the block hydrates (here the page's idle prefetch of its own links, the logo's "/"),
// the block must hydrate to what the HTML shows and draw the data after: otherwise React finds other
// text than the HTML's (#418, a recoverable error) and redraws the block.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

let site: RunningServer;
let browser: Tabs;

beforeAll(async () => {
  // No time box: the server renders every source the page reads as pending.
  site = await startBuiltServer({ SSR_TIMEBOX_MS: "0" });
  browser = await connectTabs();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe("a block whose data reaches the browser before the block hydrates", () => {
  it("hydrates to the server's pending state without a mismatch, then shows the data", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    // The counter's code is held until its data has been fetched in the browser: the data is there first.
    const counterData = page.waitForResponse((response) => response.url().includes("v1/statistics/counter") && response.ok());
    await page.route(/\/assets\/Counter-\w+\.js$/, async (route) => {
      await counterData;
      await route.continue();
    });
    const response = await page.goto(`http://ligasmk.localhost:${site.port}/`);
    const counterHtml = (await response!.text()).match(/<section[^>]*data-block="counter"[^>]*>([\s\S]*?)<\/section>/)?.[1];
    expect(counterHtml).toContain('aria-busy="true"');
    await waitForHydration(page);
    await expect.poll(() => page.locator('section[data-block="counter"] [data-counter]').first().textContent()).toMatch(/\d/);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
