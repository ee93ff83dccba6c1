import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../engine/errors/catalogue.js";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { settleAndScreenshot, VIEWPORTS } from "../support/screenshots.js";
import { MAINTENANCE_HOST, SEEDED_HOSTS } from "../support/seededHosts.js";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;

let browser: Tabs;
beforeAll(async () => {
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

describe("every seeded host's home", () => {
  for (const site of SEEDED_HOSTS) {
    it.concurrent(`${site.host} renders on the server, hydrates cleanly and has its own title`, async ({ expect }) => {
      const page = await browser.newPage();
      const watch = watchPage(page);
      const response = await page.goto(url(site.host));
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      // Server-rendered: the blocks are in the HTML before any script runs.
      expect(html).toContain(`<title>${site.title}</title>`);
      expect(html).toContain('data-block="hero"');
      await waitForHydration(page);
      expect(await page.title()).toBe(site.title);
      await expect.poll(() => page.locator("[data-block-fallback]").count()).toBe(0);
      expect(watch.errors).toEqual([]);
      await page.close();
    });
  }

  it("shows the maintenance view with 503 and Retry-After", async () => {
    const page = await browser.newPage();
    const response = await page.goto(url(MAINTENANCE_HOST));
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(MESSAGES.maintenanceTitle);
    expect(await page.textContent("body")).toContain(MESSAGES.maintenanceTagline);
    await page.close();
  });

  it("serves an unknown local-network host as the demo tenant", async () => {
    const page = await browser.newPage();
    const response = await page.goto(url("sekolah-baru.localhost"));
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Akademi Demo");
    await page.close();
  });
});

describe("navigation", () => {
  it("follows a header link on the client, without a full page load", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("demo.localhost"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("navigation", { name: "Navigasi utama" }).getByRole("link", { name: "Kelas" }).click();
    await page.waitForURL(url("demo.localhost", "/Class"));
    await expect.poll(() => page.title()).toBe("Kelas | Akademi Demo");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => page.locator("[data-badge]").count()).toBeGreaterThan(0);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("pages the class list with links that keep the document", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("main.localhost", "/class"));
    await waitForHydration(page);
    const firstPage = await page.locator("[data-class-state] .card-title").allTextContents();
    expect(firstPage).toHaveLength(6);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page
      .getByRole("navigation", { name: "Halaman daftar kelas" })
      .getByRole("button", { name: "2", exact: true })
      .or(page.getByRole("navigation", { name: "Halaman daftar kelas" }).getByRole("link", { name: "2", exact: true }))
      .first()
      .click();
    await page.waitForURL(/\?page=2$/);
    await expect.poll(async () => (await page.locator("[data-class-state] .card-title").allTextContents()).join("|")).not.toBe(firstPage.join("|"));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("answers an unknown path with the 404 screen and status 404", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(url("pesilat.localhost", "/halaman-yang-tidak-ada"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(MESSAGES.notFound);
    await page.getByRole("link", { name: MESSAGES.backHome }).click();
    await page.waitForURL(url("pesilat.localhost", "/"));
    expect(watch.errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });
});

describe("screenshots (test-results/screenshots)", () => {
  for (const layout of ["main", "pesilat", "foundation", "ligasmk", "jongkreatif", "demo"]) {
    const host = SEEDED_HOSTS.find((site) => site.layout === layout)!.host;
    it.concurrent(`${layout}: home on desktop and at 375 px without horizontal scroll`, async ({ expect }) => {
      for (const [name, viewport] of VIEWPORTS) {
        const page = await browser.newPage({ viewport });
        await page.goto(url(host));
        await waitForHydration(page);
        const overflow = await settleAndScreenshot(page, `${layout}-home-${name}`);
        expect(overflow, `${layout} ${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
        await page.close();
      }
    });
  }
});

describe("article detail pages", () => {
  it("open from the list on the client, with the post's own title and sanitized content", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("main.localhost", "/News"));
    await waitForHydration(page);
    const first = page.locator("[data-block='article-list'] a").first();
    const heading = (await first.getByRole("heading").textContent())!;
    await first.click();
    await page.waitForURL(/\/News\/\d+\//);
    await expect.poll(() => page.locator("h1").textContent()).toBe(heading);
    await expect.poll(() => page.title()).toBe(buildTitle({ routeName: "News", titles: {}, siteName: "Arunika Academy", recordTitle: heading }));
    expect(await page.locator(".article-content p").count()).toBeGreaterThan(0);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("answer 404 with the not-found screen when the post does not exist", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(url("main.localhost", "/News/999999/tidak-ada"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(MESSAGES.notFound);
    expect(watch.errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });
});

describe("the pesilat switch on shared hosts", () => {
  for (const [shared, pesilat] of [
    ["main.localhost", "pesilat.localhost"],
    ["staging.main.localhost", "staging.pesilat.localhost"],
    ["dev.main.localhost", "dev.pesilat.localhost"],
  ] as const) {
    it(`${shared}/Pesilat is served as ${pesilat}`, async () => {
      const page = await browser.newPage();
      const watch = watchPage(page);
      const response = await page.goto(url(shared, "/Pesilat"));
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe("Pesilat | Pesilat Digital");
      await waitForHydration(page);
      expect(watch.errors).toEqual([]);
      // The main brand stays on the same host outside /Pesilat.
      const home = await page.goto(url(shared, "/"));
      expect(home?.status()).toBe(200);
      expect(await page.title()).toBe("Arunika Academy");
      await page.close();
    });
  }

  it("leaves the pesilat scope with a full page load into the main brand", async () => {
    const page = await browser.newPage();
    await page.goto(url("main.localhost", "/Pesilat/Class"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("link", { name: "Pesilat Digital — beranda" }).click();
    await page.waitForURL(url("main.localhost", "/"));
    await expect.poll(() => page.title()).toBe("Arunika Academy");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await page.close();
  });
});

describe("class detail pages", () => {
  it("open from a class card with the class's own title and badge", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("demo.localhost", "/Class"));
    await waitForHydration(page);
    const card = page.locator("[data-class-state]").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.click();
    await page.waitForURL(/\/Class\/[a-z0-9-]+$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(name);
    await expect.poll(() => page.title()).toBe(`${name} | Akademi Demo`);
    expect(await page.locator("[data-block='class-detail'] [data-badge]").count()).toBe(1);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("answer 404 for a class that does not exist", async () => {
    const page = await browser.newPage();
    const response = await page.goto(url("demo.localhost", "/Class/tidak-ada-kelas-ini"));
    expect(response?.status()).toBe(404);
    await page.close();
  });
});
