import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plantPost } from "../support/plantPost.js";
import { connectTabs, settled, waitForHydration, type Tabs } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const dataDir = inject("serverDataDir");
const url = (path: string) => `http://demo.localhost:${port}${path}`;
const HOSTILE_ID = 990001;

const HOSTILE_CONTENT = [
  "<h2>Sorotan kegiatan</h2>",
  "<p onclick=\"window.__pwned = 'onclick'\">Paragraf pertama dengan <a href=\"javascript:window.__pwned='href'\">tautan berbahaya</a>.</p>",
  "<script>window.__pwned = 'script'</script>",
  '<img src="/tidak-ada.png" onerror="window.__pwned = \'onerror\'">',
  '<p>Penutup <a href="https://contoh.id/">tautan aman</a>.</p>',
].join("");

let browser: Tabs;
beforeAll(async () => {
  plantPost(dataDir, {
    id: HOSTILE_ID,
    slug: "pos-berbahaya",
    title: "Pos dengan HTML berbahaya",
    summary: "Uji pembersihan HTML",
    content: HOSTILE_CONTENT,
    publishedAt: "2026-11-20T09:00:00+07:00",
  });
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

async function expectClean(page: Page) {
  const html = await page.locator(".article-content").innerHTML();
  expect(html).toContain("Sorotan kegiatan");
  expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
  expect(html).toContain('href="https://contoh.id/"');
  await page.locator(".article-content a", { hasText: "tautan berbahaya" }).click();
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
}

describe("a hostile post", () => {
  it("is sanitized in the server-rendered page", async () => {
    const page = await browser.newPage();
    const response = await page.goto(url(`/News/${HOSTILE_ID}/pos-berbahaya`));
    const served = await response!.text();
    const article = served.slice(served.indexOf("article-content"), served.indexOf("</article>"));
    expect(article).toContain("Sorotan kegiatan");
    expect(article).not.toMatch(/<script|onclick=|onerror=|javascript:/i);
    await waitForHydration(page);
    await expectClean(page);
    await page.close();
  });

  it("is sanitized when rendered in the browser after client navigation", async () => {
    const page = await browser.newPage();
    // Another test may have had /News rendered (and cached) before the post existed. The page cache
    // keys on the query parameters the route reads, so an explicit first page is a page of its own.
    await page.goto(url("/News?page=1"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator(`a[href^="/News/${HOSTILE_ID}/"]`).first().click();
    await page.waitForURL(new RegExp(`/News/${HOSTILE_ID}/`));
    await expect.poll(() => page.locator("h1").textContent()).toBe("Pos dengan HTML berbahaya");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expectClean(page);
    await page.close();
  });
});
