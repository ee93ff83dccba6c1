import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queryPlatformDb } from "../support/withPlatformDb.js";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 11: "Donate on the foundation site … preset and custom amounts, bounded … the total collected so far".
const port = builtServerPort();
const dataDir = inject("serverDataDir");
const url = `http://foundation.localhost:${port}/Pricing`;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

const query = <T>(sql: string, ...values: unknown[]): T[] => queryPlatformDb<T>(dataDir, sql, ...values);

/** "Rp 1.125.000" → 1125000 */
const rupiah = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("donations on foundation.localhost/Pricing (form → tables.donations.create, collected-total ← tables.donations.list)", () => {
  it("stores a preset donation, queues its receipt, and raises the total at once", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url);
    await waitForHydration(page);
    const total = page.locator("[data-collected-total]");
    const before = rupiah(await total.textContent());
    const form = page.locator("#donasi");
    await form.getByRole("textbox", { name: /^Nama/ }).fill("Keluarga Siregar");
    await form.getByRole("textbox", { name: /^Email/ }).fill("keluarga.siregar@contoh.id");
    await form.getByText("Rp 250.000").click();
    await form.getByLabel("Sembunyikan nama saya dari daftar donatur").check();
    await form.getByRole("button", { name: "Kirim donasi" }).click();
    await expect.poll(() => form.locator("[data-form-success]").count()).toBe(1);
    // At least this donation more: another test file may give to the same foundation meanwhile.
    await expect.poll(async () => rupiah(await total.textContent()) >= before + 250_000).toBe(true);
    expect(query("SELECT tenant_id, name, amount, anonymous FROM donations WHERE email = ?", "keluarga.siregar@contoh.id")).toEqual([
      { tenant_id: "foundation", name: "Keluarga Siregar", amount: 250_000, anonymous: 1 },
    ]);
    await expect.poll(() => query("SELECT template FROM mail_outbox WHERE to_address = ?", "keluarga.siregar@contoh.id")).toEqual([{ template: "donation" }]);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("takes a custom amount and refuses one below the minimum, in rupiah", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await waitForHydration(page);
    const form = page.locator("#donasi");
    await form.getByRole("textbox", { name: /^Nama/ }).fill("Andreas Lumban");
    await form.getByRole("textbox", { name: /^Email/ }).fill("andreas.l@contoh.id");
    const custom = form.getByRole("textbox", { name: "Nominal donasi, nominal lain" });
    await custom.fill("5000");
    await form.getByRole("button", { name: "Kirim donasi" }).click();
    await expect.poll(() => form.getByText("Nominal donasi minimal Rp\u00a010.000").count()).toBe(1);
    expect(await custom.evaluate((element) => element === document.activeElement)).toBe(true);
    await custom.fill("75000");
    await form.getByRole("button", { name: "Kirim donasi" }).click();
    await expect.poll(() => form.locator("[data-form-success]").count()).toBe(1);
    expect(query("SELECT amount FROM donations WHERE email = ?", "andreas.l@contoh.id")).toEqual([{ amount: 75_000 }]);
    await page.close();
  });

  it("sent empty, names the name, the e-mail and the amount", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await waitForHydration(page);
    const form = page.locator("#donasi");
    await form.getByRole("button", { name: "Kirim donasi" }).click();
    for (const message of ["Nama wajib diisi", "Email wajib diisi", "Nominal donasi wajib diisi"]) {
      await expect.poll(() => form.getByText(message).count()).toBe(1);
    }
    await page.close();
  });
});
