import Database from "better-sqlite3";
import { join } from "node:path";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, waitForHydration, watchPage } from "../support/browser.js";

const port = inject("serverPort");
const dataDir = inject("serverDataDir");
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("the appointment form (form block → post.appointment.create)", () => {
  it("validates, keeps what was typed across a reload, and stores the submission", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(url("foundation.localhost", "/Make-Appointment"));
    await waitForHydration(page);

    await page.getByLabel("Nama lengkap").fill("Ratna Kusumawardani");
    await page.getByLabel("Email").fill("ratna@contoh");
    await page.getByRole("button", { name: "Kirim usulan kemitraan" }).click();
    await expect.poll(() => page.getByText("Format email tidak valid").count()).toBe(1);
    await expect.poll(() => page.getByText("Nomor telepon wajib diisi").count()).toBe(1);

    // A reload keeps every value typed so far.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Nama lengkap").inputValue()).toBe("Ratna Kusumawardani");
    expect(await page.getByLabel("Email").inputValue()).toBe("ratna@contoh");

    await page.getByLabel("Email").fill("ratna.k@contoh.id");
    await page.getByLabel("Nomor telepon").fill("0812 7788 9900");
    await page.getByLabel("Tanggal pertemuan yang diinginkan").fill("2026-12-14");
    await page.getByLabel("Pesan").fill("Kami ingin membahas kelas beasiswa untuk 3 sekolah mitra.");
    await page.getByRole("button", { name: "Kirim usulan kemitraan" }).click();
    await expect.poll(() => page.locator("[data-form-success]").textContent()).toBe("Terima kasih! Usulan kemitraan Anda sudah kami terima.");
    expect(await page.getByLabel("Nama lengkap").inputValue()).toBe("");

    const db = new Database(join(dataDir, "platform.sqlite"), { readonly: true });
    const row = db.prepare("SELECT tenant_id, name, email, date FROM appointments WHERE email = ?").get("ratna.k@contoh.id");
    db.close();
    expect(row).toEqual({ tenant_id: "foundation", name: "Ratna Kusumawardani", email: "ratna.k@contoh.id", date: "2026-12-14" });
    expect(watch.errors).toEqual([]);
    await page.close();
  });
});
