import { chromium, type Browser, type Page } from "playwright";
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

/** Waits for the hydration marker React sets once it has taken over the page (site/client/entry.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
