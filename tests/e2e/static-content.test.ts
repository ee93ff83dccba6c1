import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lmsFeatures } from "../../blocks/shared/lms/lmsData.js";
import { portfolioEntries } from "../../blocks/shared/portfolio/portfolioData.js";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { settleAndScreenshot, VIEWPORTS } from "../support/screenshots.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const HOST = "demo.localhost";
const SITE = "Akademi Demo";
// An entry's page is titled by the entry (its head record comes from the static data).
/** The record's title and the site's, cut to 70 characters as every page's title is (engine/head/buildTitle.ts). */
const entryTitles = (title: string) => buildTitle({ routeName: "Portfolio", titles: {}, siteName: SITE, recordTitle: title });
const url = (path = "/") => `http://${HOST}:${port}${path}`;

let browser: Tabs;
beforeAll(async () => {
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

/** Opens a page, checks 200, the `<title>` and the h1, waits for hydration and checks no console error. */
async function openPage(path: string, title: { page: string | readonly string[]; h1: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport ? { viewport } : undefined);
  const watch = watchPage(page);
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  expect([title.page].flat()).toContain(await page.title());
  expect((await page.locator("h1").first().textContent())?.trim()).toBe(title.h1);
  await expect.poll(() => page.locator("[data-block-fallback]").count()).toBe(0);
  expect(watch.errors, path).toEqual([]);
  return page;
}

describe("portfolio pages on demo.localhost", () => {
  for (const entry of portfolioEntries) {
    const path = `/Portfolio/${entry.kind}/${entry.slug}`;
    it(`${path} answers 200 with its title and hydrates cleanly`, async () => {
      const page = await openPage(path, { page: entryTitles(entry.title), h1: entry.title });
      await expect.poll(() => page.locator(`[data-portfolio-entry="${entry.slug}"]`).count()).toBe(1);
      expect(await page.locator(".article-content h2").count()).toBeGreaterThan(0);
      expect(await page.locator(`a[href="${entry.video.link}"]`).count()).toBe(1);
      await page.close();
    });
  }

  it("goes from the list to an entry on the client", async () => {
    const page = await openPage("/Portfolio/government", { page: `Portofolio | ${SITE}`, h1: "Program yang telah kami jalankan · Pemerintahan" });
    const watch = watchPage(page);
    await page.locator('[data-portfolio="sekolahbeta-intensive"]').click();
    await page.waitForURL(url("/Portfolio/government/sekolahbeta-intensive"));
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(portfolioEntries.find((e) => e.slug === "sekolahbeta-intensive")!.title);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});

describe("LMS pages on demo.localhost", () => {
  for (const feature of lmsFeatures) {
    it(`/Lms/Features/${feature.slug} answers 200 with its title and hydrates cleanly`, async () => {
      const page = await openPage(`/Lms/Features/${feature.slug}`, { page: entryTitles(feature.title), h1: feature.title });
      expect(await page.locator("[data-lms-feature-item]").count()).toBe(feature.features.length);
      expect(await page.locator("[data-language]").count()).toBe(feature.languages?.length ?? 0);
      await page.close();
    });
  }

  it("/Lms lists both features", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(url("/Lms"));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.title()).toBe(`Sistem Manajemen Pembelajaran | ${SITE}`);
    expect(await page.locator("[data-lms-feature]").count()).toBe(2);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});

describe("screenshots (test-results/screenshots)", () => {
  const entry = portfolioEntries.find((e) => e.slug === "farcapital")!;
  it("a portfolio entry on desktop and at 375 px without horizontal scroll", async () => {
    for (const [name, viewport] of VIEWPORTS) {
      const page = await openPage(`/Portfolio/${entry.kind}/${entry.slug}`, { page: entryTitles(entry.title), h1: entry.title }, viewport);
      const overflow = await settleAndScreenshot(page, `demo-portfolio-${name}`);
      expect(overflow, `portfolio ${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});
