import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

describe("sign-in through the account site", () => {
  it("goes to the account site, returns to /CallbackAuth, stores the token and the role, and lands where it started", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(url("demo.localhost", "/Login"));
    await page.waitForURL(/\/_platform\/account\/login\?/);
    const signInUrl = new URL(page.url());
    expect(signInUrl.searchParams.get("origin")).toBe(url("demo.localhost", "/CallbackAuth?next=%2FLogin"));
    expect(signInUrl.searchParams.get("lmsId")).toBe("demo");

    // A sample account of kind 2 (mentor) from the account site's list.
    const mentor = page.locator("li", { hasText: "(jenis 2)" }).first();
    const email = (await mentor.textContent())!.split(" — ")[0]!.trim();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Kata sandi").fill("salah-sekali");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Email atau kata sandi salah.");
    // The account site's own 401 and missing favicon are not the tenant site's errors.
    watch.errors.length = 0;

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Kata sandi").fill("Rahasia123!");
    await page.getByRole("button", { name: "Masuk" }).click();
    await page.waitForURL(url("demo.localhost", "/Login"));
    await waitForHydration(page);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Anda sudah masuk");
    expect(await page.evaluate(() => window.localStorage.getItem("role"))).toBe("2");
    const cookies = await context.cookies(url("demo.localhost"));
    const accessToken = cookies.find((c) => c.name === "access_token");
    expect(accessToken?.value).toMatch(/.{16,}/);
    // Set by the server, out of reach of any script on the page (so an injected script cannot steal the session).
    expect(accessToken?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain("access_token");
    expect(cookies.find((c) => c.name === "sign_in_state")).toBeUndefined();
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it("refuses a callback it did not start", async () => {
    const page = await browser.newPage();
    await page.goto(url("demo.localhost", "/CallbackAuth?token=bukan-milik-kita&accessToken=abcdefghijkl&next=%2F"));
    await waitForHydration(page);
    await expect.poll(() => page.locator("[data-sign-in-error]").count()).toBe(1);
    // The server judged the round trip and set no session.
    expect(await page.locator("[data-sign-in-error]").textContent()).toContain("Tautan masuk tidak valid atau sudah kedaluwarsa.");
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("access_token");
    await page.close();
  });

  it("the account site never sends a visitor to a host it does not know", async () => {
    const page = await browser.newPage();
    const response = await page.goto(
      url(
        "demo.localhost",
        `/_platform/account/login?origin=${encodeURIComponent("https://evil.example/CallbackAuth")}&lmsId=demo&code=demo&token=abcdef123456`,
      ),
    );
    expect(response?.status()).toBe(400);
    expect(await page.getByRole("alert").textContent()).toContain("origin");
    await page.close();
  });
});
