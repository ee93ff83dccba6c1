import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

// The phone menu's drawer is code (and styles) no page loads until a visitor opens the menu.
const port = builtServerPort();
let browser: Tabs;
beforeAll(async () => {
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

describe("the phone menu", () => {
  it("opens a visible drawer on first use and navigates from it", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 760 } });
    const watch = watchPage(page);
    await page.goto(`http://demo.localhost:${port}/`);
    await waitForHydration(page);
    expect(await page.locator('nav[aria-label="Navigasi seluler"]').count()).toBe(0);
    await page.click('button[aria-label="Buka menu"]');
    const link = page.locator('nav[aria-label="Navigasi seluler"] a[href="/Class"]');
    await link.waitFor({ state: "visible" });
    // The drawer is styled, not just its overlay: the link is on top where a finger would tap it.
    const box = (await link.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href"),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe("/Class");
    await link.click();
    await page.waitForURL(/\/Class$/);
    await expect.poll(() => page.title()).toBe("Kelas | Akademi Demo");
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
