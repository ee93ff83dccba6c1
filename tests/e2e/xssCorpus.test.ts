import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectBrowser, settled, waitForHydration } from "../support/browser.js";
import { plantClass } from "../support/plantClass.js";
import { plantPost } from "../support/plantPost.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Issue 10: a corpus of script-injection vectors (data, tests/support/xss/vectors.json) goes into
// posts (title, summary, HTML body), classes (name, description) and a layout's page props (hero
// texts, rich-text HTML). Chromium renders every affected page, on a direct load and on a client
// navigation, with the site's CSP switched off, so that the sanitizer and React's escaping alone
// must hold. A dialog handler, a global canary and a network watcher count what ran.
const { vectors } = JSON.parse(readFileSync(join(import.meta.dirname, "../support/xss/vectors.json"), "utf8")) as { vectors: string[] };
const PER_RECORD = 12;
const groups = Array.from({ length: Math.ceil(vectors.length / PER_RECORD) }, (_, i) => vectors.slice(i * PER_RECORD, (i + 1) * PER_RECORD));
const POST_ID = 995000;
const CLASS_ID = 995000;
const PROPS_PATH = "/Uji-Keamanan";

let server: RunningServer;
let tenantsDir: string;
let browser: Browser;
let context: BrowserContext;
const executions: string[] = [];

/** The demo layout with one more page whose props carry the corpus. */
function layoutWithCorpus(): string {
  tenantsDir = mkdtempSync(join(tmpdir(), "xss-tenants-"));
  cpSync(join(import.meta.dirname, "../../tenants"), tenantsDir, { recursive: true });
  const file = join(tenantsDir, "demo.json");
  const layout = JSON.parse(readFileSync(file, "utf8")) as { routes: unknown[]; titles?: { id?: Record<string, string> } };
  // Every route has a title in the layout's language (the merged layout is checked for it).
  layout.titles = { ...layout.titles, id: { ...layout.titles?.id, "Uji-Keamanan": "Uji Keamanan" } };
  layout.routes.push({
    name: "Uji-Keamanan",
    path: PROPS_PATH,
    blocks: [
      { type: "hero", props: { eyebrow: vectors[0], title: vectors[1], subtitle: vectors[4] } },
      { type: "rich-text", props: { title: vectors[17], html: vectors.join("\n<p>pemisah</p>\n") } },
    ],
  });
  writeFileSync(file, JSON.stringify(layout, null, 2));
  return tenantsDir;
}

beforeAll(async () => {
  server = await startBuiltServer({ TENANTS_DIR: layoutWithCorpus() });
  groups.forEach((group, i) => {
    plantPost(server.dataDir, {
      id: POST_ID + i,
      slug: `uji-keamanan-${i}`,
      title: `Uji keamanan ${i} ${group[0]}`,
      summary: group.slice(1, 3).join(" "),
      content: `<p>Awal pos.</p>${group.join("\n<p>pemisah</p>\n")}<p>Akhir pos.</p>`,
      // Newest first in the news list (and in the past: a post is published from its date on).
      publishedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    });
    plantClass(server.dataDir, {
      id: CLASS_ID + i,
      slug: `uji-keamanan-${i}`,
      name: `Kelas uji ${i} ${group[0]}`,
      description: group.join(" "),
      position: -100 + i,
    });
  });
  browser = await connectBrowser();
  context = await browser.newContext({ bypassCSP: true });
  await context.exposeFunction("__xssRecord", (what: string) => void executions.push(what));
  await context.addInitScript(() => {
    const record = (window as unknown as { __xssRecord: (what: string) => void }).__xssRecord;
    (window as unknown as { __xss: () => void }).__xss = () => record(`canary on ${location.pathname}`);
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (tenantsDir) rmSync(tenantsDir, { recursive: true, force: true });
});

/**
 * Requests a running script would make, or a document it would open: a foreign image or video in a
 * post is content (the CSP allows https images), a foreign script, fetch, frame, stylesheet or beacon is not.
 */
const ACTIVE_REQUESTS = new Set(["script", "fetch", "xhr", "document", "stylesheet", "websocket", "eventsource", "ping", "other", "manifest", "texttrack"]);

/** A page with the three watchers on: dialogs, the canary (through the context) and active requests leaving the site. */
async function watchedPage(): Promise<Page> {
  const page = await context.newPage();
  const own = `127.0.0.1:${server.port}`;
  page.on("dialog", (dialog) => {
    executions.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    const foreign = !url.host.endsWith(`.localhost:${server.port}`) && url.host !== own;
    if ((url.protocol === "http:" || url.protocol === "https:") && foreign && ACTIVE_REQUESTS.has(request.resourceType())) {
      executions.push(`${request.resourceType()} request to ${request.url()}`);
    }
  });
  return page;
}

const site = (path: string) => `http://demo.localhost:${server.port}${path}`;

/** A client navigation without a link to the page: the router's own history listener takes it. */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

describe("the XSS corpus", () => {
  beforeEach(() => {
    executions.length = 0;
  });

  it(`has at least 100 vectors (${vectors.length})`, () => {
    expect(vectors.length).toBeGreaterThanOrEqual(100);
  });

  it("is caught by the watchers when it does run (the harness can fail)", async () => {
    const page = await watchedPage();
    await page.goto(site("/"));
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        "beforeend",
        '<img src="x" onerror="__xss()"><img src="y" onerror="fetch(\'http://xss.invalid/h\')"><img src="z" onerror="alert(1)">',
      ),
    );
    await expect.poll(() => executions.length).toBe(3);
    expect(executions).toEqual(expect.arrayContaining(["canary on /", "fetch request to http://xss.invalid/h", expect.stringMatching(/^alert "1"/)]));
    await page.close();
  });

  it("runs nothing in posts: the news list, each post loaded directly and each opened on the client", { timeout: 180_000 }, async () => {
    const page = await watchedPage();
    for (let i = 0; i < groups.length; i++) {
      const response = await page.goto(site(`/News/${POST_ID + i}/uji-keamanan-${i}`));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("h1").first().textContent()).toContain(`Uji keamanan ${i} `);
      await expect.poll(() => page.getByText("Awal pos.").count()).toBe(1);
    }
    // The list shows the newest of them, each title in a card.
    await page.goto(site("/News"));
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Uji keamanan 0", { exact: false }).count()).toBeGreaterThan(0);
    // Each again as a client navigation: rendered by the browser, its HTML cleaned by the browser's sanitizer.
    for (let i = 0; i < groups.length; i++) {
      await clientNavigate(page, `/News/${POST_ID + i}/uji-keamanan-${i}`);
      await expect.poll(() => page.locator("h1").first().textContent()).toContain(`Uji keamanan ${i} `);
      await expect.poll(() => page.getByText("Awal pos.").count()).toBe(1);
    }
    await settled(page);
    expect(executions).toEqual([]);
    await page.close();
  });

  it("runs nothing in classes: the class list, loaded directly and on the client", async () => {
    const page = await watchedPage();
    await page.goto(site("/Class"));
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Kelas uji 0", { exact: false }).count()).toBeGreaterThan(0);
    await page.goto(site("/"));
    await waitForHydration(page);
    await page.locator('a[href="/Class"]').first().click();
    await page.waitForURL(site("/Class"));
    await expect.poll(() => page.getByText("Kelas uji 0", { exact: false }).count()).toBeGreaterThan(0);
    await settled(page);
    expect(executions).toEqual([]);
    await page.close();
  });

  it("runs nothing in a layout's page props", async () => {
    const page = await watchedPage();
    const response = await page.goto(site(PROPS_PATH));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect.poll(() => page.getByText("pemisah").count()).toBeGreaterThan(10);
    await page.goto(site("/"));
    await waitForHydration(page);
    await clientNavigate(page, PROPS_PATH);
    await expect.poll(() => page.getByText("pemisah").count()).toBeGreaterThan(10);
    await settled(page);
    expect(executions).toEqual([]);
    await page.close();
  });
});
