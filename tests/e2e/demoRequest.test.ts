import Database from "better-sqlite3";
import { join } from "node:path";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 11: "Request a demo on /Lms and /Pricing". The success text is the spec's, exactly.
const port = builtServerPort();
const dataDir = inject("serverDataDir");
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;
const SUCCESS = "Berhasil mengirim request";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

function demoRequests(email: string): { tenant_id: string; email: string }[] {
  const db = new Database(join(dataDir, "platform.sqlite"), { readonly: true });
  try {
    return db.prepare("SELECT tenant_id, email FROM demo_requests WHERE email = ?").all(email) as { tenant_id: string; email: string }[];
  } finally {
    db.close();
  }
}

describe("the demo request form (form block → cms.requestDemo)", () => {
  it.each([
    ["main.localhost", "/Lms", "arunika", "kepala.tu@smkn-contoh.sch.id"],
    ["main.localhost", "/Pricing", "arunika", "wakasek.kurikulum@sma-contoh.sch.id"],
    ["pesilat.localhost", "/Pricing", "pesilat", "pengurus@perguruan-contoh.id"],
  ])("on %s%s stores the request of site %s and shows the spec's success text", async (host, path, tenant, email) => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url(host, path));
    await waitForHydration(page);
    const form = page.locator("#minta-demo");
    await form.getByLabel("Email kantor atau sekolah").fill(email);
    await form.getByRole("button", { name: "Kirim permintaan demo" }).click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(SUCCESS);
    expect(demoRequests(email)).toEqual([{ tenant_id: tenant, email }]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("sent empty, names the field, marks it invalid and puts the focus on it", async () => {
    const page = await browser.newPage();
    await page.goto(url("main.localhost", "/Lms"));
    await waitForHydration(page);
    const form = page.locator("#minta-demo");
    await form.getByRole("button", { name: "Kirim permintaan demo" }).click();
    const input = form.getByLabel("Email kantor atau sekolah");
    await expect.poll(() => form.getByText("Email kantor atau sekolah wajib diisi").count()).toBe(1);
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await input.fill("bukan-email");
    await form.getByRole("button", { name: "Kirim permintaan demo" }).click();
    await expect.poll(() => form.getByText("Format email tidak valid").count()).toBe(1);
    await page.close();
  });

  it("pretends to a bot that fills the hidden honeypot, storing nothing", async () => {
    const page = await browser.newPage();
    await page.goto(url("main.localhost", "/Lms"));
    await waitForHydration(page);
    const form = page.locator("#minta-demo");
    const email = "robot@spam-contoh.id";
    await form.getByLabel("Email kantor atau sekolah").fill(email);
    // What a form-filling bot does: every input gets a value, also the one no person sees.
    await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: "Kirim permintaan demo" }).click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(SUCCESS);
    expect(demoRequests(email)).toEqual([]);
    await page.close();
  });
});
