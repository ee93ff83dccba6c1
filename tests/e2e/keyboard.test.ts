import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

/** Issue 13: a visitor without a mouse reaches the content, sees where the focus is, and uses the menu. */
const port = builtServerPort();
let browser: Tabs;
beforeAll(async () => {
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`http://main.localhost:${port}${path}`);
  await waitForHydration(page);
  return page;
}

/** What marks the focused element: its outline, or Mantine's ring drawn as a box shadow. */
const focusMark = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: "body", marked: false };
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return { element: `${active.tagName.toLowerCase()} ${active.textContent?.trim().slice(0, 30) ?? ""}`, marked: outline || style.boxShadow !== "none" };
  });

describe("keyboard use", () => {
  it("the first Tab shows the skip link, which moves focus to the page's content", async () => {
    const page = await open("/", 1280);
    await page.keyboard.press("Tab");
    const skip = page.locator("a.skip-link");
    await expect.poll(() => skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.textContent()).toBe("Langsung ke konten utama");
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await page.close();
  });

  for (const width of [1280, 375]) {
    it(`every element Tab reaches shows its focus (${width} px)`, async () => {
      const page = await open("/", width);
      const unmarked: string[] = [];
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        const mark = await focusMark(page);
        if (!mark.marked) unmarked.push(mark.element);
      }
      expect(unmarked).toEqual([]);
      await page.close();
    });
  }

  it("the phone menu opens, traps focus and closes with the keyboard", async () => {
    const page = await open("/", 375);
    const watch = watchPage(page);
    const burger = page.locator('button[aria-label="Buka menu"]');
    await burger.focus();
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    const drawer = page.locator('nav[aria-label="Navigasi seluler"]');
    await drawer.waitFor({ state: "visible" });
    expect(await burger.getAttribute("aria-expanded")).toBe("true");
    // Focus goes into the dialog and stays there however far the visitor tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await expect.poll(() => burger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});

describe("client navigation", () => {
  it("takes the focus to the new page's content", async () => {
    const page = await open("/", 1280);
    await page.locator('header nav a[href="/Class"]').first().click();
    await page.waitForURL(/\/Class$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await page.close();
  });
});
