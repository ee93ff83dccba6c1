import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";
import { rawGet } from "../support/rawGet.js";

// Every browser test fails a page that logs an error, and so a hydration mismatch is caught only if one is
// logged: React 19 recovers from it quietly in production, and only the site's onRecoverableError says it
// (site/client/hydrationErrorReporter.ts). This canary plants a mismatch in the server's HTML, inside a block
// that hydrates, and proves the watch sees it; without the mismatch the same page logs nothing.
const port = builtServerPort();
const PAGE = `http://foundation.localhost:${port}/Make-Appointment`;
const LABEL = "Nama lengkap";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

/** Opens the page with its HTML as the server sent it, or with one text of a hydrating block changed. */
async function openWith(page: Page, plant: boolean): Promise<{ errors: string[] }> {
  const watch = watchPage(page);
  await page.route(PAGE, async (route) => {
    // Fetched here with the site's Host (the browser's own name for it is not one this process resolves).
    const answer = await rawGet(port, new URL(PAGE).host, new URL(PAGE).pathname);
    const html = answer.text;
    const island = html.indexOf("data-island=");
    expect(island, "the page has a block that hydrates").toBeGreaterThan(0);
    const at = html.indexOf(`>${LABEL}<`, island);
    expect(at, `the hydrating block shows '${LABEL}'`).toBeGreaterThan(island);
    const body = plant ? `${html.slice(0, at + 1)}${LABEL} (ditanam)${html.slice(at + 1 + LABEL.length)}` : html;
    await route.fulfill({ status: answer.status, contentType: "text/html; charset=utf-8", body });
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  return watch;
}

describe("the hydration watch", () => {
  it("sees a planted mismatch in a block that hydrates", async () => {
    const page = await browser.newPage();
    const watch = await openWith(page, true);
    await expect.poll(() => watch.errors.some((error) => error.includes("[hydration] recoverable error"))).toBe(true);
    await page.close();
  });

  it("sees none on the same page as the server sent it", async () => {
    const page = await browser.newPage();
    expect((await openWith(page, false)).errors).toEqual([]);
    await page.close();
  });
});
