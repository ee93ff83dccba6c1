import type { Browser, Locator, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loseTheAnswer } from "../support/formSteps.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";
import { connectBrowser, waitForHydration } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 11, "Nothing typed is lost" and "Sent once", for each form beyond the appointment (form.test.ts):
// with the platform unreachable the visitor keeps every value and reads one sentence; when the platform
// stores the submission but the answer is lost, the visitor's retry is a replay and one record stays.
const port = builtServerPort();
const dataDir = inject("serverDataDir");

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

function count(sql: string, value: string): number {
  return queryPlatformDb<{ n: number }>(dataDir, sql, value)[0]!.n;
}

interface FormCase {
  name: string;
  url: string;
  form: string;
  /** The platform path the form posts to (a glob for page.route). */
  target: string;
  submit: string;
  fill: (form: Locator) => Promise<void>;
  /** Values that must still be in their fields after a failure. */
  kept: (form: Locator) => Promise<string[]>;
  expected: string[];
  stored: () => number;
}

const cases: FormCase[] = [
  {
    name: "demo request (main /Lms)",
    url: `http://main.localhost:${port}/Lms`,
    form: "#minta-demo",
    target: "**/_platform/api/v0/cms/app/request-demo*",
    submit: "Kirim permintaan demo",
    fill: (form) => form.getByLabel("Email kantor atau sekolah").fill("ulang.demo@smk-contoh.sch.id"),
    kept: async (form) => [await form.getByLabel("Email kantor atau sekolah").inputValue()],
    expected: ["ulang.demo@smk-contoh.sch.id"],
    stored: () => count("SELECT COUNT(*) AS n FROM demo_requests WHERE email = ?", "ulang.demo@smk-contoh.sch.id"),
  },
  {
    name: "book review (main /Metamorfosa)",
    url: `http://main.localhost:${port}/Metamorfosa`,
    form: "#tulis-ulasan",
    target: "**/_platform/tables/rest/v1/book_reviews*",
    submit: "Kirim ulasan",
    fill: async (form) => {
      await form.getByLabel("Nama").fill("Pembaca Sinyal Lemah");
      const fifth = await form.getByRole("radio", { name: "5" }).getAttribute("id");
      await form.locator(`label[for="${fifth}"]`).click();
      await form.getByLabel("Ulasan").fill("Saya membacanya di kereta, sinyal hilang-timbul tetapi ulasan tetap terkirim.");
    },
    kept: async (form) => [await form.getByLabel("Nama").inputValue(), await form.getByLabel("Ulasan").inputValue()],
    expected: ["Pembaca Sinyal Lemah", "Saya membacanya di kereta, sinyal hilang-timbul tetapi ulasan tetap terkirim."],
    stored: () => count("SELECT COUNT(*) AS n FROM book_reviews WHERE name = ?", "Pembaca Sinyal Lemah"),
  },
  {
    name: "donation (foundation /Pricing)",
    url: `http://foundation.localhost:${port}/Pricing`,
    form: "#donasi",
    target: "**/_platform/tables/rest/v1/donations*",
    submit: "Kirim donasi",
    fill: async (form) => {
      await form.getByRole("textbox", { name: /^Nama/ }).fill("Donatur Sinyal Lemah");
      await form.getByRole("textbox", { name: /^Email/ }).fill("sinyal.lemah@contoh.id");
      await form.getByRole("textbox", { name: "Nominal donasi, nominal lain" }).fill("125000");
    },
    kept: async (form) => [await form.getByRole("textbox", { name: /^Nama/ }).inputValue(), await form.getByRole("textbox", { name: /^Email/ }).inputValue()],
    expected: ["Donatur Sinyal Lemah", "sinyal.lemah@contoh.id"],
    stored: () => count("SELECT COUNT(*) AS n FROM donations WHERE email = ?", "sinyal.lemah@contoh.id"),
  },
  {
    name: "aspiration (foundation /About)",
    url: `http://foundation.localhost:${port}/About`,
    form: "#kirim-aspirasi",
    target: "**/_platform/tables/rest/v1/aspirations*",
    submit: "Kirim aspirasi",
    fill: async (form) => {
      await form.getByLabel("Nama").fill("Warga Sinyal Lemah");
      await form.getByLabel("Aspirasi").fill("Mohon kelas koding untuk SMP di kecamatan kami, gurunya siap belajar.");
    },
    kept: async (form) => [await form.getByLabel("Nama").inputValue()],
    expected: ["Warga Sinyal Lemah"],
    stored: () => count("SELECT COUNT(*) AS n FROM aspirations WHERE name = ?", "Warga Sinyal Lemah"),
  },
  {
    name: "testimony (Liga SMK /About)",
    url: `http://ligasmk.localhost:${port}/About`,
    form: "#kirim-testimoni",
    target: "**/_platform/tables/rest/v1/testimonies*",
    submit: "Kirim testimoni",
    fill: async (form) => {
      await form.getByRole("textbox", { name: "Nama", exact: true }).fill("Siswa Sinyal Lemah");
      await form.getByRole("textbox", { name: "Testimoni" }).fill("Latihan babak kota membuat tim kami berani tampil di depan juri.");
    },
    kept: async (form) => [
      await form.getByRole("textbox", { name: "Nama", exact: true }).inputValue(),
      await form.getByRole("textbox", { name: "Testimoni" }).inputValue(),
    ],
    expected: ["Siswa Sinyal Lemah", "Latihan babak kota membuat tim kami berani tampil di depan juri."],
    stored: () => count("SELECT COUNT(*) AS n FROM testimonies WHERE name = ?", "Siswa Sinyal Lemah"),
  },
];

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

describe("every form keeps what was typed and stores once", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const page = await browser.newPage();
    await open(page, c.url);
    const form = page.locator(c.form);
    await c.fill(form);
    const button = form.getByRole("button", { name: c.submit });

    await page.route(c.target, (route) => route.abort("connectionrefused"));
    await button.click();
    await expect
      .poll(() => form.locator("[data-form-error]").textContent())
      .toBe("Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. Isian Anda tetap tersimpan.");
    expect(await c.kept(form)).toEqual(c.expected);
    await page.unroute(c.target);

    // Stored, but the answer never arrives.
    await loseTheAnswer(page, c.target);
    await button.click();
    await expect.poll(() => form.locator("[data-form-error]").count()).toBe(1);
    // The platform has it, the visitor does not know: the retry below must be a replay, not a first store.
    expect(c.stored()).toBe(1);
    await page.unroute(c.target);
    await button.click();
    await expect.poll(() => form.locator("[data-form-success]").count()).toBe(1);
    expect(c.stored()).toBe(1);
    await page.close();
  });
});
