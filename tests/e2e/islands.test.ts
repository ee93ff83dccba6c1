import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientManifest } from "../../site/server/clientManifest.js";
import { axeViolations } from "../support/axe.js";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// ISLANDS=true: only the blocks a visitor can act on run code; the rest of a page is the server's
// HTML, and moving between pages swaps in the next page's HTML instead of running a router.
const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../dist/client/manifest.json"), "utf8")) as ClientManifest;
let site: RunningServer;
let browser: Tabs;
const url = (path: string) => `http://demo.localhost:${site.port}${path}`;
const PHONE = { width: 375, height: 760 };

beforeAll(async () => {
  [site, browser] = await Promise.all([startBuiltServer({ ISLANDS: "true" }), connectTabs()]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The scripts a page asks for, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Marks the window, so that a full load (a new window object) shows. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

describe("island pages", () => {
  it("a page with no island runs no React and no block code, and passes axe", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const watch = watchPage(page);
    const scripts = scriptsOf(page);
    // The home's class list shows cards with no filter bar: it is HTML, as the hero and the news are.
    await page.goto(url("/"));
    await waitForHydration(page);
    expect(scripts).toContain(manifest.islands.js);
    for (const chunk of [...manifest.islands.roots, manifest.entry.js]) expect(scripts).not.toContain(chunk);
    expect(await axeViolations(page)).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("a filter bar hydrates on its own, its cards stay HTML: a filter swaps in the list the server draws for it, and typing goes on undisturbed", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    const scripts = scriptsOf(page);
    await page.goto(url("/Class"));
    await waitForHydration(page);
    await markWindow(page);
    // The class list is HTML; only its filter bar is a root of its own, whose code (and React's) waits for a touch.
    const list = page.locator("section[data-block='class-list']");
    expect(await list.getAttribute("data-island")).toBeNull();
    expect(await list.locator("[data-island-part] form[role='search']").count()).toBe(1);
    const partCode = [...manifest.islands.roots, ...manifest.blocks["class-list"]!.islandLazyJs.ClassFilterBar!];
    expect(scripts.filter((path) => partCode.includes(path))).toEqual([]);
    const titles = () => list.locator(".card-title").allTextContents();
    const before = await titles();

    const search = page.getByRole("searchbox", { name: "Cari" });
    await search.pressSequentially("untuk", { delay: 20 });
    await page.locator("[data-island-part][data-block-ready]").waitFor();
    expect(partCode.filter((path) => !scripts.includes(path))).toEqual([]);
    await page.waitForURL(/\?.*=untuk/);
    await expect.poll(titles).not.toEqual(before);
    // A visitor who goes on typing after the list changed loses no character and not the caret.
    await search.pressSequentially(" guru", { delay: 20 });
    await page.waitForURL(/\?.*=untuk\+guru/);
    await expect.poll(titles).toEqual(["Merancang Pembelajaran Daring untuk Guru", "Presentasi Interaktif untuk Guru"]);
    expect(await search.inputValue()).toBe("untuk guru");
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await search.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe("untuk guru".length);
    expect(await windowKept(page)).toBe(true);

    // What the swap shows is what a first view of the same address shows.
    const shown = await titles();
    const fresh = await browser.newPage();
    await fresh.goto(page.url());
    expect(await fresh.locator("section[data-block='class-list'] .card-title").allTextContents()).toEqual(shown);
    await fresh.close();
    expect(await axeViolations(page)).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it.each([
    ["types in the search", "/Class?cari=untuk+guru", (page: Page) => page.getByRole("searchbox", { name: "Cari" }).fill("untuk guru")],
    ["picks a level", "/Class?tingkat=beginner", (page: Page) => page.getByLabel("Tingkat").selectOption("beginner")],
    ["picks a format", "/Class?format=online", (page: Page) => page.getByText("Daring", { exact: true }).click()],
  ] as const)("a visitor who %s before the filter bar's code has come loses nothing: the bar applies it once it runs", async (_, address, act) => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    // The island's code is held back until the visitor has acted.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/roots-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url("/Class"));
    await waitForHydration(page);
    await act(page);
    expect(await page.locator("[data-island-part][data-block-ready]").count()).toBe(0);
    release();
    await page.waitForURL(url(address));
    await page.locator("[data-island-part][data-block-ready]").waitFor();
    const fresh = await browser.newPage();
    await fresh.goto(url(address));
    await expect.poll(() => page.locator(".card-title").allTextContents()).toEqual(await fresh.locator(".card-title").allTextContents());
    await fresh.close();
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("a list with no code of its own pages by its links: the next page is swapped in where the visitor is", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("/Event"));
    await waitForHydration(page);
    await markWindow(page);
    const pager = page.getByRole("navigation", { name: /^Halaman/ });
    const firstCard = () => page.locator("section[data-block='event-list'] h3").first().textContent();
    const before = await firstCard();
    await pager.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(0);
    await pager.getByRole("link", { name: "Halaman berikutnya" }).click();
    await page.waitForURL(/\/Event\?page=2$/);
    await expect.poll(firstCard).not.toBe(before);
    expect(await windowKept(page)).toBe(true);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("moving to another page swaps it in without a reload, shows the progress bar while it is slow, and back restores the scroll", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("/"));
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    // The next page's HTML is held back until the bar has shown.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url("/News"), async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('header a[href="/News"]').first().click();
    const bar = page.locator("header progress.navigation-progress");
    await bar.waitFor({ state: "attached" });
    expect(await bar.getAttribute("aria-label")).toBe("Memuat halaman");
    release();
    await page.waitForURL(/\/News$/);
    await expect.poll(() => page.title()).toBe("Berita | Akademi Demo");
    await bar.waitFor({ state: "detached" });
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await windowKept(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(url("/"));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    await waitForHydration(page);
    expect(await windowKept(page)).toBe(true);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("opens the phone menu on its first tap, loading its code only then, and navigates from it", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const watch = watchPage(page);
    const scripts = scriptsOf(page);
    await page.goto(url("/News"));
    await waitForHydration(page);
    for (const chunk of manifest.islands.roots) expect(scripts).not.toContain(chunk);
    const burger = page.locator('button[aria-label="Buka menu"]');
    await burger.click();
    const link = page.locator('nav[aria-label="Navigasi seluler"] a[href="/Class"]');
    await link.waitFor({ state: "visible" });
    expect(await burger.getAttribute("aria-expanded")).toBe("true");
    await link.click();
    await page.waitForURL(/\/Class$/);
    await expect.poll(() => page.title()).toBe("Kelas | Akademi Demo");
    await link.waitFor({ state: "hidden" });
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("reloads once when a block's code fails to load, and then shows the page", async () => {
    const page = await browser.newPage();
    await page.goto(url("/News"));
    await waitForHydration(page);
    await markWindow(page);
    const chunk = manifest.blocks.form!.islandJs.at(-1)!;
    let failed = 0;
    await page.route(`**${chunk}`, (route) => (failed++ === 0 ? route.abort("connectionreset") : route.continue()));
    await page.locator('header a[href="/Make-Appointment"]').first().click();
    await page.waitForURL(/\/Make-Appointment$/);
    // The failed chunk reloads the page (a new window), which then loads it.
    await expect.poll(() => windowKept(page).catch(() => false)).toBe(false);
    await waitForHydration(page);
    expect(failed).toBe(2);
    await page.close();
  });
});
