import { chromium, type Browser, type Page } from "playwright";

/** Debian's Chromium, never a downloaded one; flags keep it off the closed network. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
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

export async function waitForHydration(page: Page): Promise<void> {
  // 30 s: on a loaded 2-core CI machine the route walk's concurrent pages took over 15 s; a page that never hydrates still fails.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 30_000 });
}
