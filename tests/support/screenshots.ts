import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright";

/** Where the browser tests leave their screenshots. */
export const SCREENSHOTS = resolve(import.meta.dirname, "../../test-results/screenshots");

export const VIEWPORTS = [
  ["desktop", { width: 1366, height: 900 }],
  ["mobile", { width: 375, height: 812 }],
] as const;

/**
 * Waits for fonts and every image (lazy ones loaded now), measures sideways overflow and takes a
 * full-page screenshot named `<name>.jpg` (JPEG: a long page's PNG took a second to encode). Returns the overflow in pixels (0 or less is fine).
 */
export async function settleAndScreenshot(page: Page, name: string): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = "eager";
    const settled = (img: HTMLImageElement) =>
      img.complete
        ? null
        : new Promise((r) => {
            img.addEventListener("load", r, { once: true });
            img.addEventListener("error", r, { once: true });
          });
    await Promise.race([Promise.all([...document.images].map(settled)), new Promise((r) => setTimeout(r, 5000))]);
  });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.jpg`), type: "jpeg", quality: 85, fullPage: true });
  return overflow;
}
