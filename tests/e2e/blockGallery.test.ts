// The block gallery (/_blocks): every registered block with its example, for the people who write layouts.
// Served by the built (production) server only on local-network hosts; a public host of the same site
// answers 404. The server here has its own copy of tenants/ in which the demo site also answers a public host.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { BLOCK_GALLERY_PATH } from "../../engine/tooling/blockGalleryLayout.js";
import { connectTabs, waitForHydration, watchPage, type Tabs } from "../support/browser.js";
import { settleAndScreenshot, VIEWPORTS } from "../support/screenshots.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

const PUBLIC_HOST = "kelas.example";
const tenantsDir = mkdtempSync(join(tmpdir(), "gallery-tenants-"));
let site: RunningServer;
let browser: Tabs;

beforeAll(async () => {
  cpSync(resolve(import.meta.dirname, "../../tenants"), tenantsDir, { recursive: true });
  const demoSite = join(tenantsDir, "sites/demo.json");
  const demo = JSON.parse(readFileSync(demoSite, "utf8")) as { hosts: string[] };
  writeFileSync(demoSite, JSON.stringify({ ...demo, hosts: [...demo.hosts, PUBLIC_HOST] }, null, 2));
  site = await startBuiltServer({ TENANTS_DIR: tenantsDir });
  browser = await connectTabs();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(tenantsDir, { recursive: true, force: true });
});

/** A request with the Host header a browser on `host` would send (a public name cannot be resolved here). */
function get(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const request = http.request({ host: "127.0.0.1", port: site.port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => done({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", fail);
    request.end();
  });
}

const sectionTypes = (html: string) => [...html.matchAll(/<section[^>]* data-block="([^"]+)"/g)].map((m) => m[1]);

describe("the block gallery", () => {
  it("answers 200 on a local host with one server-rendered section per block type, in registry order", async () => {
    const page = await get("demo.localhost", BLOCK_GALLERY_PATH);
    expect(page.status).toBe(200);
    expect(sectionTypes(page.body)).toEqual(blocks.map((block) => block.type));
    expect(page.body).toContain("<title>Galeri blok");
  });

  it("answers 404 on a public host of the same site, whose home is served", async () => {
    expect((await get(PUBLIC_HOST, "/")).status).toBe(200);
    const gallery = await get(PUBLIC_HOST, BLOCK_GALLERY_PATH);
    expect(gallery.status).toBe(404);
    expect(sectionTypes(gallery.body)).not.toContain("pricing");
  });

  for (const [name, viewport] of VIEWPORTS) {
    it(`hydrates with every block and no fallback, errors or sideways scroll (${name})`, async () => {
      const page = await browser.newPage({ viewport });
      const watch = watchPage(page);
      const response = await page.goto(`http://demo.localhost:${site.port}${BLOCK_GALLERY_PATH}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect.poll(() => page.locator("section[data-block]").count()).toBe(blocks.length);
      await expect.poll(() => page.locator("[data-block-fallback]").count()).toBe(0);
      expect(await settleAndScreenshot(page, `block-gallery-${name}`)).toBeLessThanOrEqual(0);
      expect(watch.errors).toEqual([]);
      await page.close();
    });
  }
});
