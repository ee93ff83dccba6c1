import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import type { Browser, BrowserContext, Cookie, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_TOKEN_MAX_AGE_S } from "../../engine/appToken/protocol.js";
import { APP_VERSION_STORAGE_KEY } from "../../engine/startup/constants.js";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;
const HOST = "demo.localhost";
const APP_START = ["checkVersion", "fetchAppId", "applyTheme", "markAssetsLoaded"];

let browser: Browser;
let serverVersion = "";
beforeAll(async () => {
  browser = await connectBrowser();
  const answer = (await (await fetch(url("127.0.0.1", "/_platform/authorizer/v1/authorizer/version"))).json()) as { data: { version: string } };
  serverVersion = answer.data.version;
});
afterAll(async () => browser?.close());

async function startedUp(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.dataset.startup === "done", undefined);
  return page.evaluate(() => window.__startupSteps ?? []);
}

async function tokenCookies(context: BrowserContext): Promise<{ gt?: Cookie; ct?: Cookie }> {
  const cookies = await context.cookies(url(HOST));
  return { gt: cookies.find((c) => c.name === "_gt"), ct: cookies.find((c) => c.name === "_ct") };
}

/** A cookie that lives 23 hours from now (a couple of minutes of slack for the test's own time). */
function expectTwentyThreeHours(cookie: Cookie | undefined): void {
  expect(cookie).toBeDefined();
  const left = cookie!.expires - Date.now() / 1000;
  expect(left).toBeGreaterThan(APP_TOKEN_MAX_AGE_S - 120);
  expect(left).toBeLessThanOrEqual(APP_TOKEN_MAX_AGE_S + 5);
}

/** Sends a request with a Host header of our choosing (fetch may not set Host). */
function getWithHost(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolvePromise({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("start-up and version change in the browser", () => {
  it("a server-rendered page starts up in the background: no spinner, App start in order, app-token cookies for 23 h", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    const response = await page.goto(url(HOST));
    const html = await response!.text();
    expect(html).toContain('data-block="hero"');
    expect(html).not.toContain("data-loading-screen");
    await waitForHydration(page);
    expect(await startedUp(page)).toEqual(APP_START);
    expect(await page.locator("[data-loading-screen]").count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), APP_VERSION_STORAGE_KEY)).toBe(serverVersion);
    expect(await page.evaluate(() => document.documentElement.dataset.assetsLoaded)).toBe("true");
    // The app-id call needed an app token, so the browser asked the site server for one.
    const { gt, ct } = await tokenCookies(context);
    expectTwentyThreeHours(gt);
    expectTwentyThreeHours(ct);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("a changed version clears local storage and both token cookies, stores the version and validates the token", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(url(HOST));
    await startedUp(page);
    expect((await tokenCookies(context)).gt).toBeDefined();
    await page.evaluate((key) => {
      localStorage.setItem(key, "2020.1.0");
      localStorage.setItem("sisa-versi-lama", "x");
    }, APP_VERSION_STORAGE_KEY);

    await page.reload();
    expect(await startedUp(page)).toEqual(["checkVersion", "clearStorage", "storeVersion", "validateToken", "fetchAppId", "applyTheme", "markAssetsLoaded"]);
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ [APP_VERSION_STORAGE_KEY]: serverVersion });
    expect(await page.evaluate(() => document.documentElement.dataset.tokenValid)).toBe("true");
    // The token was valid: nothing renewed it, so the cleared cookies stay cleared.
    expect(await tokenCookies(context)).toEqual({ gt: undefined, ct: undefined });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("an invalid token after a version change is replaced: new _gt/_ct cookies for 23 h; the platform answered 401", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(url(HOST));
    await startedUp(page);
    // The page's own requests may still be fetching a token that sets the cookie again: let them land first.
    await page.waitForLoadState("networkidle");
    const { gt } = await tokenCookies(context);
    // Flip one bit of the ciphertext: still well-formed base64url, but no longer a token the platform issued.
    const bytes = Buffer.from(decodeURIComponent(gt!.value), "base64url");
    bytes[bytes.length - 1]! ^= 0x01;
    const tampered = bytes.toString("base64url");
    // Written as the site wrote it (host-only, Path=/), so it replaces the cookie instead of adding a second one.
    await page.evaluate(
      ([key, value]) => {
        document.cookie = `_gt=${value}; Path=/; SameSite=Lax`;
        localStorage.setItem(key!, "2020.1.0");
      },
      [APP_VERSION_STORAGE_KEY, tampered],
    );
    expect((await tokenCookies(context)).gt?.value).toBe(tampered);

    const validations: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/v1/authorizer/validate")) validations.push(response.status());
    });
    await page.reload();
    expect(await startedUp(page)).toEqual([
      "checkVersion",
      "clearStorage",
      "storeVersion",
      "validateToken",
      "renewToken",
      "fetchAppId",
      "applyTheme",
      "markAssetsLoaded",
    ]);
    expect(validations).toEqual([401]);
    const renewed = await tokenCookies(context);
    expect(renewed.gt?.value).toBeDefined();
    expect(renewed.gt!.value).not.toBe(tampered);
    expect(renewed.gt!.value).not.toBe(gt!.value);
    expectTwentyThreeHours(renewed.gt);
    expectTwentyThreeHours(renewed.ct);
    expect(await page.evaluate(() => document.documentElement.dataset.tokenValid)).toBe("true");
    // The browser reports the refused validation as a failed resource; nothing else may go wrong.
    expect(watch.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

    // And the platform says what was wrong, as JSON.
    const answer = await fetch(url("127.0.0.1", "/_platform/authorizer/v1/authorizer/validate"), { headers: { Origin: `http://${HOST}`, AppToken: tampered } });
    expect(answer.status).toBe(401);
    const body = (await answer.json()) as { status: boolean; message: string };
    expect(body.status).toBe(false);
    expect(body.message).toMatch(/AppToken/);
    await context.close();
  });

  it("a page the server did not render shows the loading view with a spinner, then the page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    // Hold the version check back, so that the loading view is there to be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/v1/authorizer/version", async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(url(HOST, "/?ssr=0"));
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain("data-loading-screen");
    expect(html).not.toContain('data-block="hero"');
    const loading = page.getByRole("status").filter({ hasText: "Memuat situs" });
    await expect.poll(() => loading.isVisible()).toBe(true);
    expect(await page.locator("[data-loading-screen] .mantine-Loader-root").count()).toBe(1);
    expect(await page.locator('[data-block="hero"]').count()).toBe(0);
    release();
    await waitForHydration(page);
    expect(await startedUp(page)).toEqual(APP_START);
    await expect.poll(() => page.locator('[data-block="hero"]').count()).toBeGreaterThan(0);
    expect(await page.locator("[data-loading-screen]").count()).toBe(0);
    expect(await page.title()).toBe("Akademi Demo");
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("never ships the key: the browser bundle holds no app-token key or client secret", () => {
    const assets = resolve(import.meta.dirname, "../../dist/client/assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    // The entry and the block chunks: a loop over no file would prove nothing.
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), "utf8");
      expect(code, file).not.toContain("6c6f6b616c2d6b756e6369");
      expect(code, file).not.toContain("rahasia-lokal");
    }
  });

  it("gives no app token to a public host while APP_TOKEN_KEY is unset, and says why", async () => {
    const answer = await getWithHost("www.contoh-publik.id", "/_app/token");
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, message: expect.stringMatching(/APP_TOKEN_KEY/) });
    const local = await getWithHost(`${HOST}:${port}`, "/_app/token");
    expect(local.status).toBe(200);
    expect(JSON.parse(local.body)).toMatchObject({ status: true, data: { appToken: expect.any(String), code: expect.any(String) } });
  });
});
