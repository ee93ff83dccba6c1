import { afterAll, beforeAll, describe, it } from "vitest";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { loadSiteSamples, type SiteSamples } from "../support/routeInstances.js";
import { settleAndScreenshot, VIEWPORTS } from "../support/screenshots.js";
import { builtServerPort } from "../support/builtServerPort.js";

/**
 * Screenshots of the content pages (the homes are in homes.test.ts, portfolio entries in
 * static-content.test.ts), desktop and 375 px, into test-results/screenshots/, each checked for
 * sideways scroll and console errors.
 */
const port = builtServerPort();

const PAGES: { host: string; name: string; path: (s: SiteSamples) => string }[] = [
  { host: "main.localhost", name: "main-class-list", path: () => "/Class" },
  { host: "foundation.localhost", name: "foundation-class-list", path: () => "/Class" },
  { host: "main.localhost", name: "main-news-detail", path: (s) => `/News/${s.news.id}/${s.news.slug}` },
  { host: "foundation.localhost", name: "foundation-blog-detail", path: (s) => `/Blog/${s.blog.id}/${s.blog.slug}` },
  { host: "demo.localhost", name: "demo-article-detail", path: (s) => `/Articles/${s.article.category}/Detail/${s.article.id}/${s.article.slug}` },
  { host: "main.localhost", name: "main-course-chapter", path: (s) => `/Courses/${s.course.slug}/module/${s.course.module}/chapter/${s.course.chapter.slug}` },
  { host: "ligasmk.localhost", name: "ligasmk-liga-smk", path: () => "/Liga-Smk" },
  { host: "main.localhost", name: "main-pricing", path: () => "/Pricing" },
  { host: "demo.localhost", name: "demo-network", path: () => "/Network" },
  { host: "pesilat.localhost", name: "pesilat-event", path: () => "/Event" },
  { host: "demo.localhost", name: "demo-event-careers", path: () => "/Event/Careers" },
  { host: "demo.localhost", name: "demo-gallery", path: () => "/Gallery" },
  { host: "jongkreatif.localhost", name: "jongkreatif-video", path: () => "/Video" },
  { host: "jongkreatif.localhost", name: "jongkreatif-appointment", path: () => "/Make-Appointment" },
];

let browser: Tabs;
const samples = new Map<string, SiteSamples>();
beforeAll(async () => {
  browser = await connectTabs();
  for (const host of new Set(PAGES.map((p) => p.host))) {
    samples.set(
      host,
      await loadSiteSamples(async (path) => (await fetch(`http://127.0.0.1:${port}/_platform/api/${path}`, { headers: { Origin: `http://${host}` } })).json()),
    );
  }
});
afterAll(async () => browser?.close());

describe("content pages as a visitor sees them", () => {
  for (const entry of PAGES) {
    for (const [viewport, size] of VIEWPORTS) {
      it.concurrent(`${entry.name} at ${viewport} has no sideways scroll`, async ({ expect }) => {
        const page = await browser.newPage({ viewport: size });
        const watch = watchPage(page);
        const response = await page.goto(`http://${entry.host}:${port}${entry.path(samples.get(entry.host)!)}`);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        expect(await settleAndScreenshot(page, `${entry.name}-${viewport}`)).toBeLessThanOrEqual(0);
        expect(watch.errors).toEqual([]);
        await page.close();
      });
    }
  }
});
