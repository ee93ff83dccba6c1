import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loseTheAnswer } from "../support/formSteps.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { futureWeekday } from "../support/futureWeekday.js";
import { builtServerPort } from "../support/builtServerPort.js";

const port = builtServerPort();
const dataDir = inject("serverDataDir");
const url = (host: string, path = "/") => `http://${host}:${port}${path}`;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
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
    const date = futureWeekday(14);
    await page.getByLabel("Tanggal pertemuan yang diinginkan").fill(date);
    await page.getByRole("combobox", { name: "Jam pertemuan" }).selectOption({ label: "10.30 WIB" });
    await page.getByLabel("Pesan").fill("Kami ingin membahas kelas beasiswa untuk 3 sekolah mitra.");
    await page.getByRole("button", { name: "Kirim usulan kemitraan" }).click();
    await expect.poll(() => page.locator("[data-form-success]").textContent()).toBe("Terima kasih! Usulan kemitraan Anda sudah kami terima.");
    expect(await page.getByLabel("Nama lengkap").inputValue()).toBe("");

    const rows = queryPlatformDb(dataDir, "SELECT tenant_id, name, email, date, time FROM appointments WHERE email = ?", "ratna.k@contoh.id");
    expect(rows).toEqual([{ tenant_id: "foundation", name: "Ratna Kusumawardani", email: "ratna.k@contoh.id", date, time: "10:30" }]);
    // The confirmation e-mail waits in the mailer's outbox, its texts filled with what was sent.
    const outbox = () =>
      queryPlatformDb(dataDir, "SELECT tenant_id, subject, body, template, status FROM mail_outbox WHERE to_address = ?", "ratna.k@contoh.id");
    await expect.poll(outbox).toHaveLength(1);
    expect(outbox()[0]).toMatchObject({
      tenant_id: "foundation",
      subject: "Permintaan pertemuan Anda sudah kami terima",
      template: "appointment",
      status: "queued",
    });
    expect((outbox()[0] as { body: string }).body).toContain(
      `Halo Ratna Kusumawardani,\n\nTerima kasih sudah menghubungi kami. Permintaan pertemuan Anda untuk tanggal ${date} pukul 10:30 WIB`,
    );
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("keeps the values when the platform is unreachable, and a lost answer's retry stores one record", async () => {
    const page = await browser.newPage();
    await page.goto(url("foundation.localhost", "/Make-Appointment"));
    await waitForHydration(page);
    const values = { name: "Yohanes Pattiradjawane", email: "yohanes.p@contoh.id", phone: "0813 4455 6677", date: futureWeekday(15) };
    await page.getByLabel("Nama lengkap").fill(values.name);
    await page.getByLabel("Email").fill(values.email);
    await page.getByLabel("Nomor telepon").fill(values.phone);
    await page.getByLabel("Tanggal pertemuan yang diinginkan").fill(values.date);
    await page.getByRole("combobox", { name: "Jam pertemuan" }).selectOption({ label: "09.00 WIB" });
    const submit = page.getByRole("button", { name: "Kirim usulan kemitraan" });

    // The platform down: every send fails at the network. The visitor sees one sentence and keeps everything.
    await page.route("**/_platform/api/v1/post/appointment/create", (route) => route.abort("connectionrefused"));
    await submit.click();
    await expect.poll(() => page.locator("[data-form-error]").count()).toBe(1);
    expect(await page.getByLabel("Nama lengkap").inputValue()).toBe(values.name);
    expect(await page.getByLabel("Email").inputValue()).toBe(values.email);
    expect(await page.getByLabel("Nomor telepon").inputValue()).toBe(values.phone);
    await page.unroute("**/_platform/api/v1/post/appointment/create");

    // Back up, but the answers are lost on the way back: the platform stores, the browser sees a failure.
    const keys: (string | null)[] = [];
    await loseTheAnswer(page, "**/_platform/api/v1/post/appointment/create", (request) => keys.push(request.headers()["idempotency-key"] ?? null));
    await submit.click();
    await expect.poll(() => page.locator("[data-form-error]").count()).toBe(1);
    // The platform has it, the visitor does not know: the retry below must be a replay, not a first store.
    expect(queryPlatformDb(dataDir, "SELECT name FROM appointments WHERE email = ?", values.email)).toEqual([{ name: values.name }]);
    await page.unroute("**/_platform/api/v1/post/appointment/create");
    // The visitor tries again: the same submission, the same key, the first answer.
    await submit.click();
    await expect.poll(() => page.locator("[data-form-success]").count()).toBe(1);

    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    const rows = queryPlatformDb(dataDir, "SELECT name FROM appointments WHERE email = ?", values.email);
    expect(rows).toEqual([{ name: values.name }]);
    await page.close();
  });
});
