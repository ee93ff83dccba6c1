import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, settled, waitForHydration, watchPage } from "../support/browser.js";
import { countPosts, expectFieldErrors, open, sessionStorageText, type } from "../support/formSteps.js";
import { mailTo, usersWithEmail, type UserRow } from "../support/platformRows.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";
import {
  coderFields,
  coderForm,
  coderMail,
  coderValues,
  fillCoder,
  newCoder,
  ORIGIN,
  PLATFORM,
  retryAfterLostAnswer,
  retryAfterUnreachable,
  storedCoder,
  TENANT,
  typedCoder,
} from "../support/registrationForms.js";

// Issue: the coder sign-up (/Register, auth.signup.coder). "One fills the form as a visitor would, submits,
// and finds the record through the platform's own API or database (and the outbox message where one is sent);
// another submits it empty and sees the field errors; another stops the platform mid-submit, shows that the
// typed values survive, and that the retry stores exactly one record."
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

describe("coder sign-up on /Register (#daftar-akun → auth.signup.coder, confirmation → mailer.notify)", () => {
  it("filled as a visitor would, creates one account the typed password signs in to, and queues one welcome", async () => {
    const coder = newCoder();
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(coderForm.url);
    await waitForHydration(page);
    const form = page.locator(coderForm.formId);
    await fillCoder(page, form, coder);
    // A visitor may also send with Enter from the last field.
    await page.keyboard.press("Enter");

    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(coderForm.success);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    await expect.poll(() => mailTo(coder.email)).toEqual([coderMail(coder)]);
    expect(await coderValues(form)).toEqual(["", "", "", ""]);

    // Through the platform's own API: the typed password signs in, and v1/user/me is this coder.
    const signIn = await fetch(`${PLATFORM}/account/generate/token`, {
      method: "POST",
      headers: { "Origin": ORIGIN, "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ email: coder.email, password: coder.password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const me = await fetch(`${PLATFORM}/api/v1/user/me`, {
      headers: { Origin: ORIGIN, Authorization: `Bearer ${token}`, Accept: "application/json" },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({
      tenantId: TENANT,
      name: coder.name,
      email: coder.email,
      phone: coder.phone,
      role: expect.any(String),
    });
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("sent empty, names each field in Indonesian, marks it invalid, focuses the first and sends nothing", async () => {
    const page = await open(browser, coderForm.url);
    const posts = countPosts(page, "/_platform/api/v1/auth/signup/coder");
    const form = page.locator(coderForm.formId);
    const f = coderFields(form);
    await f.submit.click();

    await expectFieldErrors(page, form, [
      [f.name, "Nama lengkap wajib diisi"],
      [f.email, "Email wajib diisi"],
      [f.phone, "Nomor telepon wajib diisi"],
      [f.password, "Kata sandi wajib diisi"],
    ]);
    expect(await f.name.evaluate((element) => element === document.activeElement)).toBe(true);

    // Then each rule of the parameter, in the platform's words.
    await type(page, f.name, "Putri Maharani");
    await type(page, f.email, "putri@contoh");
    await type(page, f.phone, "0812-ABC");
    await type(page, f.password, "pendek");
    await f.submit.click();
    await expect.poll(() => form.getByText("Format email tidak valid", { exact: true }).count()).toBe(1);
    expect(await form.getByText("Format nomor telepon tidak valid", { exact: true }).count()).toBe(1);
    expect(await form.getByText("Kata sandi minimal 8 karakter", { exact: true }).count()).toBe(1);
    expect(await f.name.getAttribute("aria-invalid")).toBe("false");
    expect(await f.email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posts()).toBe(0);
    await page.close();
  });

  it("keeps name, e-mail and phone across a reload, never the password, and clears the draft after success", async () => {
    const coder = newCoder();
    const page = await open(browser, coderForm.url);
    const form = page.locator(coderForm.formId);
    const f = coderFields(form);
    await fillCoder(page, form, coder);
    await expect.poll(() => sessionStorageText(page)).toContain(coder.email);
    const draft = await sessionStorageText(page);
    expect(draft).toContain(coder.name);
    expect(draft).toContain(coder.phone);
    expect(draft).not.toContain(coder.password);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => f.name.inputValue()).toBe(coder.name);
    expect(await coderValues(form)).toEqual([coder.name, coder.email, coder.phone, ""]);
    expect(await sessionStorageText(page)).not.toContain(coder.password);

    await type(page, f.password, coder.password);
    await f.submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(coderForm.success);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    // Nothing the visitor typed stays in this tab, and a reload shows an empty form.
    await expect.poll(() => sessionStorageText(page)).not.toContain(coder.email);
    const after = await sessionStorageText(page);
    expect(after).not.toContain(coder.name);
    expect(after).not.toContain(coder.password);
    await page.reload();
    await waitForHydration(page);
    // A (wrong) restore would come from the form's first effect, committed by the time the page settles.
    await settled(page);
    expect(await coderValues(form)).toEqual(["", "", "", ""]);
    await page.close();
  });

  it("with the platform unreachable keeps every value and says so in one sentence; the retry stores exactly one account", async () => {
    await retryAfterUnreachable(browser, coderForm, async (page, form, coder) => {
      // The submission's key waits in session storage for the retry; the password never does.
      expect(await sessionStorageText(page)).toContain(coder.email);
      expect(await sessionStorageText(page)).not.toContain(coder.password);
      // The focus moves to the sentence (in the frame after it appears), not lost with the button
      // that was disabled while sending.
      await expect.poll(async () => await form.locator("[data-form-error]").evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  it("with the answer lost after the platform created the account, the retry stores nothing more", async () => {
    await retryAfterLostAnswer(browser, coderForm);
  });
});

describe("the platform's write limit (site/platform/http/registerWriteLimit.ts) as the coder sign-up shows it", () => {
  // A server of its own, with a limit of one write a minute and Varnish's trust (TRUST_PROXY): each send names
  // its visitor in X-Forwarded-For as the proxy in front would, so the 429 is the platform's own, and the shared
  // server's limit (and every other test file's sends) stays untouched.
  let own: RunningServer;
  beforeAll(async () => {
    own = await startBuiltServer({ PLATFORM_WRITE_LIMIT: "1", TRUST_PROXY: "127.0.0.1" });
  }, 90_000);
  afterAll(async () => own?.stop());
  const users = (email: string) =>
    queryPlatformDb<UserRow>(own.dataDir, "SELECT tenant_id, name, email, phone, kind, school_id FROM users WHERE email = ?", email);

  it("answered 429, shows the platform's sentence, keeps every value and stores nothing; once the limit lets it through, it stores", async () => {
    const page = await open(browser, `http://main.localhost:${own.port}/Register`);
    const form = page.locator(coderForm.formId);
    let visitor = "198.51.100.41";
    let sends = 0;
    await page.route(coderForm.target, (route) => {
      sends += 1;
      return route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": visitor } });
    });
    // The visitor's one write of the minute: an account for a sibling.
    const sibling = newCoder();
    await fillCoder(page, form, sibling);
    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(coderForm.success);
    expect(users(sibling.email)).toEqual([storedCoder(sibling)]);

    // The next within the minute: the platform refuses it with its 429 and Retry-After.
    const coder = newCoder();
    await fillCoder(page, form, coder);
    sends = 0;
    await coderFields(form).submit.click();
    await expect
      .poll(() => form.locator("[data-form-error]").textContent())
      .toMatch(/^Terlalu banyak kiriman dari alamat ini; coba lagi dalam \d+ detik\. Isian Anda tetap tersimpan\.$/);
    // Sent once: a refused write is not sent again behind the visitor's back, waiting out Retry-After.
    expect(sends).toBe(1);
    expect(await form.locator("[data-form-error]").getAttribute("role")).toBe("alert");
    expect(await coderValues(form)).toEqual(typedCoder(coder));
    // The refusal names the request body, no field: none is marked invalid.
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(users(coder.email)).toEqual([]);

    // The same visitor on another network (a phone off Wi-Fi): the platform counts that address afresh.
    visitor = "198.51.100.42";
    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(coderForm.success);
    expect(users(coder.email)).toEqual([storedCoder(coder)]);
    await page.close();
  });
});
