import type { Browser, Locator, Page, Request } from "playwright";
import { expect } from "vitest";
import { waitForHydration } from "./browser.js";

// What a visitor does with a form, and what a test watches of it, in a real browser.

/** blocks/form/submitErrorMessage.ts, for a connection that fails (refused or reset). */
export const UNREACHABLE = "Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. Isian Anda tetap tersimpan.";

export async function open(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

/** What a visitor does in a text field: click into it and type. */
export async function type(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text);
}

/** Everything this tab keeps in session storage, as one text. */
export const sessionStorageText = (page: Page) => page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(window.sessionStorage))));

/** The field's error text, through the input's aria-describedby, as a screen reader reaches it. */
export async function describedError(page: Page, input: Locator): Promise<string | null> {
  const ids = await input.getAttribute("aria-describedby");
  if (!ids) return null;
  const texts = await Promise.all(ids.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ").trim();
}

/** Counts the posts a page sends to one platform path. */
export function countPosts(page: Page, path: string): () => number {
  let n = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) n++;
  });
  return () => n;
}

/**
 * Lets a send reach the platform (which stores it), then drops the answer before the browser sees it.
 * `onSend` sees each request on its way. Node's resolver, unlike the browser's, knows no *.localhost
 * names; the platform reads the site from Origin, so the request goes to 127.0.0.1.
 */
export async function loseTheAnswer(page: Page, target: string, onSend?: (request: Request) => void): Promise<void> {
  await page.route(target, async (route) => {
    onSend?.(route.request());
    await route.fetch({
      url: route
        .request()
        .url()
        .replace(/^http:\/\/[^/:]+/, "http://127.0.0.1"),
    });
    await route.abort("connectionreset");
  });
}

/**
 * After a send, each field's error is shown once, the field is marked invalid, and a screen reader
 * reaches the message through the field's aria-describedby. `required` lists field and message, in order.
 */
export async function expectFieldErrors(page: Page, form: Locator, required: readonly [Locator, string][]): Promise<void> {
  await expect.poll(() => form.getByText(required[0]![1], { exact: true }).count()).toBe(1);
  for (const [input, message] of required) {
    expect(await form.getByText(message, { exact: true }).count()).toBe(1);
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await describedError(page, input)).toBe(message);
  }
}
