import { chromium, type Browser, type Page, type ViewportSize } from "playwright";
import { inject } from "vitest";
import { CHROMIUM } from "./chromiumLaunch.js";

/**
 * A connection to the run's Chromium: a test file's own contexts and pages, closed with it, on the
 * one browser process the whole suite shares. Outside a run that started one, a Chromium of its own.
 */
export async function connectBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM);
}

/** New pages in one shared context, and the connection's close. */
export interface Tabs {
  newPage(options?: { viewport?: ViewportSize }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Pages that share one context (cookies, storage, the HTTP and compiled-code caches), as a visitor's
 * tabs do: a page after the first loads the site's scripts from the cache instead of again. For test
 * files whose pages keep no state that another test of the file reads.
 */
export async function connectTabs(): Promise<Tabs> {
  const browser = await connectBrowser();
  const context = await browser.newContext();
  return {
    async newPage(options) {
      const page = await context.newPage();
      if (options?.viewport) await page.setViewportSize(options.viewport);
      return page;
    },
    close: () => browser.close(),
  };
}

export interface PageWatch {
  errors: string[];
}

/** Collects console errors, page errors and failed requests of a page (hydration warnings included). */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [] };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") watch.errors.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => watch.errors.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // A navigation away aborts requests still in flight; that is not a fault of the page.
    if (!failure.includes("ERR_ABORTED")) watch.errors.push(`requestfailed: ${request.url()} ${failure}`);
  });
  return watch;
}

/**
 * Waits until React has taken over the page (the root's marker, site/client/entry.tsx) and every block
 * in it (`data-block-ready`, engine/render/BlockRenderer.tsx): React hydrates each block's Suspense
 * boundary on its own, possibly after the root, and a click before then reaches no handler.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" &&
      [...document.querySelectorAll("section[data-block]")].every(
        (section) => section.hasAttribute("data-block-ready") || section.querySelector("[data-block-fallback]"),
      ),
  );
}

/**
 * Waits for the events after which nothing more can run on its own: every eager image of the page has
 * loaded or failed (so its `onload`/`onerror` handlers have run), then a frame is painted and the task
 * after it has run (so effects and state updates started by what came before have committed). For
 * checks that something did not happen, in place of a sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
    const done = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      });
    await Promise.all(pending.map(done));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
