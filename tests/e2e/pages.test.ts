import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../engine/errors/catalogue.js";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { rawGet } from "../support/rawGet.js";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;

const SITES = [
  { host: "demo.localhost", name: "Akademi Demo", lang: "id" },
  { host: "main.localhost", name: "Arunika Academy", lang: "en" },
] as const;

/** The new list pages of base.json with their title in each language and a marker of their content. */
const PAGES = [
  { path: "/Event/Careers", id: "Karier", en: "Careers", marker: "[data-career]" },
  { path: "/Career", id: "Karier", en: "Careers", marker: "[data-career]" },
  { path: "/Gallery", id: "Galeri", en: "Gallery", marker: "[data-gallery]" },
  { path: "/Mentor", id: "Mentor", en: "Mentors", marker: "[data-mentor]" },
  { path: "/Program", id: "Program", en: "Program", marker: "[data-program]" },
  { path: "/Leaderboards", id: "Papan Peringkat", en: "Leaderboard", marker: "[data-rank]" },
  { path: "/Berita", id: "Berita", en: "Berita", marker: "[data-block='article-list']" },
] as const;

let browser: Tabs;
beforeAll(async () => {
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

describe("the spec's list pages", () => {
  for (const site of SITES) {
    for (const entry of PAGES) {
      it.concurrent(`${site.host}${entry.path} answers 200 with its title, content and a clean hydration`, async ({ expect }) => {
        const page = await browser.newPage();
        const watch = watchPage(page);
        const response = await page.goto(url(site.host, entry.path));
        expect(response?.status()).toBe(200);
        const title = `${entry[site.lang]} | ${site.name}`;
        expect(await response!.text()).toContain(`<title>${title}</title>`);
        await waitForHydration(page);
        expect(await page.title()).toBe(title);
        await expect.poll(() => page.locator(entry.marker).count()).toBeGreaterThan(0);
        expect(await page.locator("[data-block-fallback]").count()).toBe(0);
        expect(await page.textContent("body")).not.toContain("gagal dimuat");
        expect(watch.errors).toEqual([]);
        await page.close();
      });
    }
  }
});

describe("detail pages opened from their list", () => {
  const cases = [
    { list: "/Event/Careers", card: "[data-career]", url: /\/Event\/Careers\/\d+\/[\w-]+$/, content: "[data-job]" },
    { list: "/Career", card: "[data-career]", url: /\/Career\/[\w-]+$/, content: "[data-job]" },
    { list: "/Program", card: "[data-program]", url: /\/Program\/[\w-]+$/, content: "[data-school]" },
  ] as const;
  for (const site of SITES) {
    for (const entry of cases) {
      it.concurrent(`${site.host}: ${entry.list} → detail`, async ({ expect }) => {
        const page = await browser.newPage();
        const watch = watchPage(page);
        await page.goto(url(site.host, entry.list));
        await waitForHydration(page);
        const card = page.locator(entry.card).first();
        const heading = (await card.getByRole("heading").textContent())!.trim();
        await card.click();
        await page.waitForURL(entry.url);
        await expect.poll(() => page.locator("h1").first().textContent()).toBe(heading);
        await expect.poll(() => page.locator(entry.content).count()).toBeGreaterThan(0);
        // The title a client navigation writes is the one the server gives the same address; on the detail pages
        // without a title key of their own it is the record's (the career detail's title key is the layout's).
        const address = new URL(page.url());
        const servedTitle = /<title>([^<]*)<\/title>/
          .exec((await rawGet(port, address.host, address.pathname)).text)?.[1]
          ?.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ "amp": "&", "lt": "<", "gt": ">", "quot": '"', "#39": "'" })[name]!);
        expect(servedTitle).toContain(heading);
        await expect.poll(() => page.title()).toBe(servedTitle);
        if (entry.list !== "/Career")
          await expect.poll(() => page.title()).toBe(buildTitle({ routeName: "detail", titles: {}, siteName: site.name, recordTitle: heading }));
        // The head a client navigation writes names the page as the server would: same canonical link.
        const canonical = () => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href);
        const served = /<link[^>]* rel="canonical" href="([^"]*)"/.exec((await rawGet(port, address.host, address.pathname)).text)?.[1];
        await expect.poll(canonical).toBe(served);
        expect(watch.errors).toEqual([]);
        await page.close();
      });
    }
  }

  it("demo.localhost: a career detail loaded directly shows its jobs and record title", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(url("demo.localhost", "/Event/Careers/60003/demo-magang-digital"));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.title()).toBe("Program Magang Digital Akademi Demo | Akademi Demo");
    expect(await page.locator("[data-job]").count()).toBe(4);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("demo.localhost: Berita-Detail renders a post by id", async () => {
    // The seed holds no posts of kind `berita` yet, so the detail is opened by a news post's id.
    const list = await browser.newPage();
    await list.goto(url("demo.localhost", "/News"));
    const href = (await list.locator("[data-block='article-list'] a[href^='/News/']").first().getAttribute("href"))!;
    await list.close();
    const id = href.split("/")[2]!;
    const page = await browser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(url("demo.localhost", `/Berita/Detail/${id}/judul`));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator("article h1").count()).toBe(1);
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});

describe("a detail that does not exist answers 404", () => {
  const missing = [
    "/Event/Careers/1/tidak-ada",
    "/Event/Careers/1",
    "/Program/tidak-ada",
    "/Berita/Detail/999999/tidak-ada",
    "/Career/tidak-ada",
    "/Portfolio/corporate/tidak-ada",
    "/Lms/Features/tidak-ada",
  ];
  for (const site of SITES) {
    for (const path of missing) {
      it.concurrent(`${site.host}${path}`, async ({ expect }) => {
        const page = await browser.newPage();
        const response = await page.goto(url(site.host, path));
        expect(response?.status()).toBe(404);
        expect(await page.textContent("body")).toContain(MESSAGES.notFound);
        await page.close();
      });
    }
  }
});

describe("overview and Metamorfosa, their metadata preloaded on the server", () => {
  it("cuts an overview's description to 20 words plus an ellipsis in the share tags", async () => {
    const list = await fetch(`http://127.0.0.1:${builtServerPort()}/_platform/api/v1/class/active?page=1&pageSize=1`, { headers: { lmsId: "demo" } }).then(
      (r) => r.json(),
    );
    const slug = list.data.items[0].slug as string;
    const html = await fetch(`http://127.0.0.1:${builtServerPort()}/Overview/${slug}`, { headers: { host: `demo.localhost:${builtServerPort()}` } }).then((r) =>
      r.text(),
    );
    const description = /<meta data-head="" name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.split(" ").length).toBeLessThanOrEqual(20);
    expect(html).toContain(`property="og:title" content="${list.data.items[0].name} | Akademi Demo"`);
  });

  it("gives Metamorfosa its fixed highlight image", async () => {
    const html = await fetch(`http://127.0.0.1:${builtServerPort()}/Metamorfosa`, { headers: { host: `demo.localhost:${builtServerPort()}` } }).then((r) =>
      r.text(),
    );
    expect(html).toContain("<title>Metamorfosa | Akademi Demo</title>");
    // Shared as a raster of the share size through the image provider: no network draws an SVG preview.
    expect(html).toMatch(/property="og:image" content="http:\/\/[^"]+\/_ipx\/s_1200x630,f_jpeg\/_platform\/media\/cover\/metamorfosa-buku\.svg"/);
  });
});

describe("berita", () => {
  it("lists the brand's berita posts and opens one on the client", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("foundation.localhost", "/Berita"));
    await waitForHydration(page);
    const first = page.locator("[data-block='article-list'] a[href^='/Berita/Detail/']").first();
    const heading = (await first.getByRole("heading").textContent())!;
    await first.click();
    await page.waitForURL(/\/Berita\/Detail\/\d+\//);
    await expect.poll(() => page.locator("h1").textContent()).toBe(heading);
    await expect
      .poll(() => page.title())
      .toBe(buildTitle({ routeName: "Berita-Detail", titles: {}, siteName: "Yayasan Cahaya Nusantara", recordTitle: heading }));
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
