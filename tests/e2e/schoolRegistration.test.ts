import type { Browser, Locator, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";
import { loseTheAnswer } from "../support/formSteps.js";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 11: "Register a school (/Register and Liga SMK's footer link)": province, then city, then the
// school picked from v1/school/list or entered new, sent with v1/school/register; the assignment letter
// goes through the drive upload with @mantine/dropzone, limits shown before, progress during, refusals clear.
const port = builtServerPort();
const dataDir = inject("serverDataDir");
const PAGE = `http://ligasmk.localhost:${port}/Register`;
const TARGET = "**/_platform/api/v1/school/register*";
const UPLOAD = "**/_platform/drive/v1/upload*";
const SUCCESS = "Pendaftaran sekolah berhasil. Tim kami memeriksa surat tugas dan menghubungi Anda dalam dua hari kerja.";
const LETTER = { name: "surat-tugas.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

const query = <T>(sql: string, ...values: unknown[]): T[] => queryPlatformDb<T>(dataDir, sql, ...values);

const registrationsBy = (email: string) =>
  query<{ school: string; npsn: string | null; city: string; contact_name: string; contact_phone: string; file_name: string; content_type: string }>(
    `SELECT s.name AS school, s.npsn, c.name AS city, r.contact_name, r.contact_phone, u.file_name, u.content_type
     FROM school_registrations r JOIN schools s ON s.id = r.school_id JOIN cities c ON c.id = s.city_id JOIN uploads u ON u.id = r.letter_upload_id
     WHERE r.contact_email = ?`,
    email,
  );
const mailTo = (email: string) => query<{ subject: string }>("SELECT subject FROM mail_outbox WHERE to_address = ?", email).map((row) => row.subject);

let serial = 0;
const visitor = () => {
  const n = `${Date.now() % 100_000}${serial++}`;
  return { contact: "Wulan Sekarsari", email: `wulan.${n}@smk-contoh.sch.id`, phone: "0812 2233 4455", npsn: String(20_000_000 + (Number(n) % 9_000_000)) };
};

function fields(form: Locator) {
  const box = (name: string) => form.getByRole("textbox", { name, exact: true });
  return {
    province: box("Provinsi"),
    city: box("Kota atau kabupaten"),
    school: box("Sekolah"),
    name: box("Nama sekolah"),
    npsn: box("NPSN"),
    contact: box("Nama penanggung jawab"),
    email: box("Email penanggung jawab"),
    phone: box("Nomor telepon"),
    file: form.locator('input[type="file"]'),
    choose: form.getByRole("button", { name: "Pilih berkas Surat tugas" }),
    submit: form.getByRole("button", { name: "Daftarkan sekolah" }),
  };
}

async function pick(page: Page, input: Locator, option: string): Promise<void> {
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

async function open(): Promise<{ page: Page; form: Locator }> {
  const page = await browser.newPage();
  await page.goto(`${PAGE}#daftar-sekolah`);
  await waitForHydration(page);
  return { page, form: page.locator("#daftar-sekolah") };
}

async function fillNewSchool(page: Page, form: Locator, who: ReturnType<typeof visitor>): Promise<void> {
  const f = fields(form);
  await pick(page, f.province, "Jawa Barat");
  await pick(page, f.city, "Tasikmalaya");
  await pick(page, f.school, "Sekolah saya belum terdaftar");
  await f.name.fill("SMK Harapan Mandiri Tasikmalaya");
  await f.npsn.fill(who.npsn);
  await f.contact.fill(who.contact);
  await f.email.fill(who.email);
  await f.phone.fill(who.phone);
  await f.file.setInputFiles(LETTER);
  await expect.poll(() => form.getByText("surat-tugas.pdf (1 KB) terunggah.").count()).toBe(1);
}

describe("school registration on /Register (#daftar-sekolah → school.register, letter → drive.upload)", () => {
  it("is where Liga SMK's 'Daftarkan Sekolah' leads", async () => {
    const page = await browser.newPage();
    await page.goto(`http://ligasmk.localhost:${port}/`);
    await waitForHydration(page);
    await page.locator("footer").getByRole("link", { name: "Daftarkan Sekolah" }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/Register#daftar-sekolah");
    await expect.poll(() => page.locator("#daftar-sekolah").getByRole("heading", { name: "Daftarkan sekolah Anda" }).isVisible()).toBe(true);
    await page.close();
  });

  it("a new school: province, city, 'not listed', name and NPSN, the letter uploaded; one registration and one confirmation", async () => {
    const who = visitor();
    const { page, form } = await open();
    const watch = watchPage(page);
    // The limits are said before a file is chosen.
    expect(await form.getByText("PNG, JPEG, WebP atau PDF, maksimal 2 MB").count()).toBe(1);
    // The form's own markup; the header's theme colours are the tenant theme's, not this form's.
    expect(await axeViolations(page, "#daftar-sekolah")).toEqual([]);
    await fillNewSchool(page, form, who);
    await fields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(SUCCESS);
    expect(registrationsBy(who.email)).toEqual([
      {
        school: "SMK Harapan Mandiri Tasikmalaya",
        npsn: who.npsn,
        city: "Tasikmalaya",
        contact_name: who.contact,
        contact_phone: who.phone,
        file_name: "surat-tugas.pdf",
        content_type: "application/pdf",
      },
    ]);
    await expect.poll(() => mailTo(who.email)).toEqual(["Pendaftaran sekolah diterima"]);
    // The form starts over: the cascade waits for a province again, the new school's fields are gone.
    expect(await fields(form).province.inputValue()).toBe("");
    expect(await fields(form).city.getAttribute("placeholder")).toBe("Pilih provinsi dahulu");
    expect(await fields(form).name.count()).toBe(0);
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("a listed school: picked from the schools of the chosen city, no new school stored", async () => {
    const [listed] = query<{ name: string; city: string; province: string }>(
      `SELECT s.name, c.name AS city, p.name AS province FROM schools s JOIN cities c ON c.id = s.city_id JOIN provinces p ON p.id = c.province_id
       WHERE s.tenant_id = 'ligasmk' ORDER BY s.id LIMIT 1`,
    );
    const [before] = query<{ n: number }>("SELECT count(*) AS n FROM schools WHERE tenant_id = 'ligasmk'");
    const who = visitor();
    const { page, form } = await open();
    const f = fields(form);
    await pick(page, f.province, listed!.province);
    await pick(page, f.city, listed!.city);
    await pick(page, f.school, listed!.name);
    expect(await f.name.count()).toBe(0);
    await f.contact.fill(who.contact);
    await f.email.fill(who.email);
    await f.phone.fill(who.phone);
    await f.file.setInputFiles({ ...LETTER, name: "surat.pdf" });
    await expect.poll(() => form.getByText("surat.pdf (1 KB) terunggah.").count()).toBe(1);
    await f.submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(SUCCESS);
    expect(registrationsBy(who.email).map((row) => [row.school, row.city])).toEqual([[listed!.name, listed!.city]]);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM schools WHERE tenant_id = 'ligasmk'")[0]!.n).toBe(before!.n);
    await page.close();
  });

  it("a new province clears the city and the school chosen for the old one", async () => {
    const { page, form } = await open();
    const f = fields(form);
    await pick(page, f.province, "Jawa Barat");
    await pick(page, f.city, "Tasikmalaya");
    await pick(page, f.province, "Jawa Tengah");
    expect(await f.city.inputValue()).toBe("");
    expect(await f.school.getAttribute("placeholder")).toBe("Pilih kota atau kabupaten dahulu");
    expect(await f.school.isDisabled()).toBe(true);
    await page.close();
  });

  it("sent empty, names each field, marks it invalid and focuses the province", async () => {
    const { page, form } = await open();
    const f = fields(form);
    let sent = 0;
    await page.route(TARGET, (route) => ++sent && route.continue());
    await f.submit.click();
    const errors = [
      "Provinsi wajib diisi",
      "Kota atau kabupaten wajib diisi",
      "Sekolah wajib diisi",
      "Nama penanggung jawab wajib diisi",
      "Email penanggung jawab wajib diisi",
      "Nomor telepon wajib diisi",
      "Surat tugas wajib diunggah",
    ];
    await expect.poll(() => form.getByText("Provinsi wajib diisi", { exact: true }).count()).toBe(1);
    for (const error of errors) expect(await form.getByText(error, { exact: true }).count(), error).toBe(1);
    for (const input of [f.province, f.contact, f.email, f.phone]) expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await f.file.getAttribute("aria-invalid")).toBe("true");
    // The form's own markup; the header's theme colours are the tenant theme's, not this form's.
    expect(await axeViolations(page, "#daftar-sekolah")).toEqual([]);
    await expect.poll(() => f.province.evaluate((element) => element === document.activeElement)).toBe(true);
    // 'Not listed' asks for the new school's name and NPSN, with the platform's NPSN rule.
    await pick(page, f.province, "Jawa Barat");
    await pick(page, f.city, "Tasikmalaya");
    await pick(page, f.school, "Sekolah saya belum terdaftar");
    await f.npsn.fill("2021");
    await f.submit.click();
    await expect.poll(() => form.getByText("Nama sekolah wajib diisi", { exact: true }).count()).toBe(1);
    expect(await form.getByText("Format npsn tidak valid", { exact: true }).count()).toBe(1);
    expect(sent).toBe(0);
    await page.close();
  });

  it("refuses a file that is too large or of another type before sending a byte, and says why", async () => {
    const { page, form } = await open();
    const f = fields(form);
    let uploads = 0;
    await page.route(UPLOAD, (route) => ++uploads && route.continue());
    await f.file.setInputFiles({ name: "surat-besar.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 0x25) });
    await expect.poll(() => form.getByText("Berkas surat-besar.pdf terlalu besar (2 MB); maksimal 2 MB.").count()).toBe(1);
    await f.file.setInputFiles({
      name: "surat.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from("PK"),
    });
    await expect.poll(() => form.getByText("Jenis berkas surat.docx tidak diterima; pilih PNG, JPEG, WebP atau PDF.").count()).toBe(1);
    expect(uploads).toBe(0);
    // A file whose bytes are not what its name says: the drive refuses it, and the visitor reads why.
    await f.file.setInputFiles({ name: "palsu.pdf", mimeType: "application/pdf", buffer: Buffer.from("bukan pdf") });
    await expect.poll(() => form.getByText("Isi berkas di kolom 'file' bukan application/pdf; isi berkas harus sesuai jenisnya.").count()).toBe(1);
    expect(uploads).toBe(1);
    await page.close();
  });

  it("with the platform unreachable keeps every value and the letter; the retry stores exactly one registration", async () => {
    const who = visitor();
    const { page, form } = await open();
    await fillNewSchool(page, form, who);
    await page.route(TARGET, (route) => route.abort("connectionrefused"));
    await fields(form).submit.click();
    await expect
      .poll(() => form.locator("[data-form-error]").textContent())
      .toBe("Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. Isian Anda tetap tersimpan.");
    const f = fields(form);
    expect([
      await f.province.inputValue(),
      await f.city.inputValue(),
      await f.school.inputValue(),
      await f.npsn.inputValue(),
      await f.email.inputValue(),
    ]).toEqual(["Jawa Barat", "Tasikmalaya", "Sekolah saya belum terdaftar", who.npsn, who.email]);
    expect(await form.getByText("surat-tugas.pdf (1 KB) terunggah.").count()).toBe(1);
    expect(registrationsBy(who.email)).toEqual([]);
    await page.unroute(TARGET);
    // The answer of the next send is lost after the platform stored it: the retry is a replay.
    await loseTheAnswer(page, TARGET);
    await f.submit.click();
    // The client sends a keyed write again after a lost connection; every copy's answer is lost too.
    await expect
      .poll(() => form.locator("[data-form-error]").textContent())
      .toBe("Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. Isian Anda tetap tersimpan.");
    expect(registrationsBy(who.email)).toHaveLength(1);
    await page.unroute(TARGET);
    await f.submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(SUCCESS);
    expect(registrationsBy(who.email)).toHaveLength(1);
    await page.close();
  });
});
