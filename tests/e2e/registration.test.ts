import Database from "better-sqlite3";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, waitForHydration, watchPage } from "../support/browser.js";

// Issue: the team registration (/Liga-Smk/Register, team.register) and the coder sign-up (/Register,
// auth.signup.coder). "One fills the form as a visitor would, submits, and finds the record through the
// platform's own API or database (and the outbox message where one is sent); another submits it empty and
// sees the field errors; another stops the platform mid-submit, shows that the typed values survive, and
// that the retry stores exactly one record." The server is shared by every test file: each test types
// names and e-mails of its own and counts only its own rows.
const port = inject("serverPort");
const dataDir = inject("serverDataDir");
const HOST = "main.localhost";
const TENANT = "arunika";
const ORIGIN = `http://${HOST}:${port}`;
const TEAM_PAGE = `${ORIGIN}/Liga-Smk/Register`;
const CODER_PAGE = `${ORIGIN}/Register`;
/** The platform paths the two forms post to (globs for page.route). */
const TEAM_TARGET = "**/_platform/api/v1/team/register*";
const CODER_TARGET = "**/_platform/api/v1/auth/signup/coder*";
/** The layouts' successMessage (tenants/copy/liga-smk-register.json and register-form-1.json); no spec text overrides these entries'. */
const TEAM_SUCCESS = "Pendaftaran tim berhasil. Cek email guru pendamping untuk langkah berikutnya.";
const CODER_SUCCESS = "Akun berhasil dibuat. Silakan cek email untuk verifikasi.";
/** blocks/form/submitErrorMessage.ts, for a connection that fails (refused or reset). */
const UNREACHABLE = "Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. Isian Anda tetap tersimpan.";
const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** A suffix that keeps this run's names and e-mails apart from every other test's. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

function rows<T>(sql: string, ...values: unknown[]): T[] {
  const db = new Database(join(dataDir, "platform.sqlite"), { readonly: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

interface TeamRow {
  tenant_id: string;
  name: string;
  leader_name: string;
  email: string;
  phone: string;
  school_id: number;
  members: string | null;
  route: string;
}
const teamsNamed = (name: string) =>
  rows<TeamRow>("SELECT tenant_id, name, leader_name, email, phone, school_id, members, route FROM teams WHERE name = ?", name);

interface UserRow {
  tenant_id: string;
  name: string;
  email: string;
  phone: string;
  kind: number;
  school_id: number | null;
}
const usersWithEmail = (email: string) => rows<UserRow>("SELECT tenant_id, name, email, phone, kind, school_id FROM users WHERE email = ?", email);

interface MailRow {
  tenant_id: string | null;
  subject: string;
  body: string;
  template: string;
}
const mailTo = (address: string) => rows<MailRow>("SELECT tenant_id, subject, body, template FROM mail_outbox WHERE to_address = ?", address);

/** The platform's own read of this site's schools (school.list), as the form's select is fed. */
async function schools(): Promise<{ id: number; name: string }[]> {
  const response = await fetch(`http://127.0.0.1:${port}/_platform/api/v1/school/list?page=1&pageSize=100`, {
    headers: { Origin: ORIGIN, Accept: "application/json" },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { items: { id: number; name: string }[] } };
  return body.data.items;
}

async function open(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

/** What a visitor does in a text field: click into it and type. */
async function type(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.type(text);
}

// ---- Team registration ----------------------------------------------------------------------------

interface Team {
  teamName: string;
  leaderName: string;
  school: { id: number; name: string };
  email: string;
  phone: string;
  members: string;
}

async function newTeam(): Promise<Team> {
  const id = unique();
  const list = await schools();
  // A vocational school of this site, as a Liga SMK team would pick.
  const school = list.find((s) => s.name.startsWith("SMK")) ?? list[0]!;
  expect(school).toBeDefined();
  return {
    teamName: `Tim Garuda Koding ${id}`,
    leaderName: "Dimas Prasetyo",
    school,
    email: `pendamping.${id}@smk-contoh.sch.id`,
    phone: "0812 3456 7890",
    members: "Ayu Lestari, Bagas Saputra",
  };
}

function teamFields(form: Locator) {
  return {
    teamName: form.getByRole("textbox", { name: "Nama tim", exact: true }),
    leaderName: form.getByRole("textbox", { name: "Nama ketua tim", exact: true }),
    school: form.getByRole("textbox", { name: "Sekolah", exact: true }),
    email: form.getByRole("textbox", { name: "Email guru pendamping", exact: true }),
    phone: form.getByRole("textbox", { name: "Nomor telepon", exact: true }),
    members: form.getByRole("textbox", { name: "Anggota tim", exact: true }),
    submit: form.getByRole("button", { name: "Daftarkan tim" }),
  };
}

async function fillTeam(page: Page, form: Locator, team: Team): Promise<void> {
  const f = teamFields(form);
  await type(page, f.teamName, team.teamName);
  await type(page, f.leaderName, team.leaderName);
  // Mantine's Select: open the list, click the school.
  await f.school.click();
  await page.getByRole("option", { name: team.school.name, exact: true }).click();
  await expect.poll(() => f.school.inputValue()).toBe(team.school.name);
  await type(page, f.email, team.email);
  await type(page, f.phone, team.phone);
  await type(page, f.members, team.members);
}

async function teamValues(form: Locator): Promise<string[]> {
  const f = teamFields(form);
  return [
    await f.teamName.inputValue(),
    await f.leaderName.inputValue(),
    await f.school.inputValue(),
    await f.email.inputValue(),
    await f.phone.inputValue(),
    await f.members.inputValue(),
  ];
}
const typedTeam = (team: Team) => [team.teamName, team.leaderName, team.school.name, team.email, team.phone, team.members];

function storedTeam(team: Team): TeamRow {
  return {
    tenant_id: TENANT,
    name: team.teamName,
    leader_name: team.leaderName,
    email: team.email,
    phone: team.phone,
    school_id: team.school.id,
    members: team.members,
    route: "team",
  };
}

/** The one confirmation the layout's `confirmation` texts make for this team. */
function teamMail(team: Team): MailRow {
  return {
    tenant_id: TENANT,
    subject: `Pendaftaran tim ${team.teamName} berhasil`,
    body: `Halo,\n\nTim ${team.teamName} dengan ketua ${team.leaderName} sudah terdaftar. Jadwal babak penyisihan dan panduan lomba akan kami kirim ke alamat ini.\n\nSelamat berlatih!`,
    template: "registration",
  };
}

// ---- Coder sign-up --------------------------------------------------------------------------------

interface Coder {
  name: string;
  email: string;
  phone: string;
  password: string;
}

function newCoder(): Coder {
  const id = unique();
  return { name: "Putri Maharani", email: `putri.${id}@contoh.id`, phone: "+62 812 7788 9900", password: `Sandi-${id}-Rahasia` };
}

/** Every locator inside #daftar-akun: another form may join this page. */
function coderFields(form: Locator) {
  return {
    name: form.getByRole("textbox", { name: "Nama lengkap", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    phone: form.getByRole("textbox", { name: "Nomor telepon", exact: true }),
    // A password input has no ARIA role; its label names it.
    password: form.getByLabel("Kata sandi"),
    submit: form.getByRole("button", { name: "Daftar sekarang" }),
  };
}

async function fillCoder(page: Page, form: Locator, coder: Coder, { password = true } = {}): Promise<void> {
  const f = coderFields(form);
  await type(page, f.name, coder.name);
  await type(page, f.email, coder.email);
  await type(page, f.phone, coder.phone);
  if (password) await type(page, f.password, coder.password);
}

async function coderValues(form: Locator): Promise<string[]> {
  const f = coderFields(form);
  return [await f.name.inputValue(), await f.email.inputValue(), await f.phone.inputValue(), await f.password.inputValue()];
}
const typedCoder = (coder: Coder) => [coder.name, coder.email, coder.phone, coder.password];

function storedCoder(coder: Coder): UserRow {
  // kind 4: a coder (student) account; no school was asked for.
  return { tenant_id: TENANT, name: coder.name, email: coder.email, phone: coder.phone, kind: 4, school_id: null };
}

function coderMail(coder: Coder): MailRow {
  return {
    tenant_id: TENANT,
    subject: `Selamat datang, ${coder.name}`,
    body: `Akun coder Anda sudah dibuat dengan email ${coder.email}. Masuk kapan saja untuk mulai berlatih dan mengikuti kelas.`,
    template: "registration",
  };
}

/** Everything this tab keeps in session storage, as one text. */
const sessionStorageText = (page: Page) => page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(window.sessionStorage))));

// ---- Shared steps ---------------------------------------------------------------------------------

/** The field's error text, through the input's aria-describedby, as a screen reader reaches it. */
async function describedError(page: Page, input: Locator): Promise<string | null> {
  const ids = await input.getAttribute("aria-describedby");
  if (!ids) return null;
  const texts = await Promise.all(ids.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ").trim();
}

/** Counts the posts a page sends to one platform path. */
function countPosts(page: Page, path: string): () => number {
  let n = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) n++;
  });
  return () => n;
}

/** Lets a send reach the platform (which stores it), then drops the answer before the browser sees it. */
async function loseTheAnswer(page: Page, target: string): Promise<void> {
  await page.route(target, async (route) => {
    await route.fetch({
      url: route
        .request()
        .url()
        .replace(/^http:\/\/[^/:]+/, "http://127.0.0.1"),
    });
    await route.abort("connectionreset");
  });
}

describe("team registration on /Liga-Smk/Register (#daftar-tim → team.register, confirmation → mailer.notify)", () => {
  it("filled as a visitor would, stores one team with the typed values and queues one confirmation", async () => {
    const team = await newTeam();
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(TEAM_PAGE);
    await waitForHydration(page);
    const form = page.locator("#daftar-tim");
    await fillTeam(page, form, team);
    await teamFields(form).submit.click();

    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(TEAM_SUCCESS);
    expect(await form.locator("[data-form-success]").getAttribute("role")).toBe("status");
    expect(teamsNamed(team.teamName)).toEqual([storedTeam(team)]);
    await expect.poll(() => mailTo(team.email), WAIT).toEqual([teamMail(team)]);
    // The form starts over for the next team: the school select shows no school, as its value is none.
    const f = teamFields(form);
    expect([
      await f.teamName.inputValue(),
      await f.leaderName.inputValue(),
      await f.school.inputValue(),
      await f.email.inputValue(),
      await f.phone.inputValue(),
      await f.members.inputValue(),
    ]).toEqual(["", "", "", "", "", ""]);
    expect(await form.locator('input[type="hidden"][name="schoolId"]').inputValue()).toBe("");
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("sent empty, names each required field in Indonesian, marks it invalid, focuses the first and sends nothing", async () => {
    const page = await open(TEAM_PAGE);
    const posts = countPosts(page, "/_platform/api/v1/team/register");
    const form = page.locator("#daftar-tim");
    const f = teamFields(form);
    await f.submit.click();

    const required: [Locator, string][] = [
      [f.teamName, "Nama tim wajib diisi"],
      [f.leaderName, "Nama ketua tim wajib diisi"],
      [f.school, "Sekolah wajib diisi"],
      [f.email, "Email guru pendamping wajib diisi"],
      [f.phone, "Nomor telepon wajib diisi"],
    ];
    await expect.poll(() => form.getByText("Nama tim wajib diisi", { exact: true }).count(), WAIT).toBe(1);
    for (const [input, message] of required) {
      expect(await form.getByText(message, { exact: true }).count()).toBe(1);
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      expect(await describedError(page, input)).toBe(message);
    }
    // "Anggota tim" is optional.
    expect(await f.members.getAttribute("aria-invalid")).toBe("false");
    expect(await f.teamName.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.locator("[data-form-success], [data-form-error]").count()).toBe(0);
    expect(posts()).toBe(0);
    await page.close();
  });

  it("with the platform unreachable keeps every value and says so in one sentence; the retry stores exactly one team", async () => {
    const team = await newTeam();
    const page = await open(TEAM_PAGE);
    const form = page.locator("#daftar-tim");
    await fillTeam(page, form, team);

    await page.route(TEAM_TARGET, (route) => route.abort("connectionrefused"));
    await teamFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-error]").textContent(), WAIT).toBe(UNREACHABLE);
    expect(await form.locator("[data-form-error]").getAttribute("role")).toBe("alert");
    expect(await teamValues(form)).toEqual(typedTeam(team));
    expect(teamsNamed(team.teamName)).toEqual([]);
    await page.unroute(TEAM_TARGET);

    await teamFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(TEAM_SUCCESS);
    expect(await form.locator("[data-form-error]").count()).toBe(0);
    expect(teamsNamed(team.teamName)).toEqual([storedTeam(team)]);
    await expect.poll(() => mailTo(team.email), WAIT).toEqual([teamMail(team)]);
    await page.close();
  });

  it("with the answer lost after the platform stored the team, the retry stores nothing more", async () => {
    const team = await newTeam();
    const page = await open(TEAM_PAGE);
    const form = page.locator("#daftar-tim");
    await fillTeam(page, form, team);

    await loseTheAnswer(page, TEAM_TARGET);
    await teamFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-error]").textContent(), WAIT).toBe(UNREACHABLE);
    expect(await teamValues(form)).toEqual(typedTeam(team));
    // The platform has it, the visitor does not know.
    expect(teamsNamed(team.teamName)).toEqual([storedTeam(team)]);
    await page.unroute(TEAM_TARGET);

    await teamFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(TEAM_SUCCESS);
    // Not a second team, not "team name already taken": the retry is a replay.
    expect(teamsNamed(team.teamName)).toEqual([storedTeam(team)]);
    await expect.poll(() => mailTo(team.email), WAIT).toEqual([teamMail(team)]);
    await page.close();
  });
});

describe("coder sign-up on /Register (#daftar-akun → auth.signup.coder, confirmation → mailer.notify)", () => {
  it("filled as a visitor would, creates one account the typed password signs in to, and queues one welcome", async () => {
    const coder = newCoder();
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(CODER_PAGE);
    await waitForHydration(page);
    const form = page.locator("#daftar-akun");
    await fillCoder(page, form, coder);
    // A visitor may also send with Enter from the last field.
    await page.keyboard.press("Enter");

    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(CODER_SUCCESS);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    await expect.poll(() => mailTo(coder.email), WAIT).toEqual([coderMail(coder)]);
    expect(await coderValues(form)).toEqual(["", "", "", ""]);

    // Through the platform's own API: the typed password signs in, and v1/user/me is this coder.
    const signIn = await fetch(`http://127.0.0.1:${port}/_platform/account/generate/token`, {
      method: "POST",
      headers: { "Origin": ORIGIN, "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ email: coder.email, password: coder.password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const me = await fetch(`http://127.0.0.1:${port}/_platform/api/v1/user/me`, {
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
    const page = await open(CODER_PAGE);
    const posts = countPosts(page, "/_platform/api/v1/auth/signup/coder");
    const form = page.locator("#daftar-akun");
    const f = coderFields(form);
    await f.submit.click();

    const required: [Locator, string][] = [
      [f.name, "Nama lengkap wajib diisi"],
      [f.email, "Email wajib diisi"],
      [f.phone, "Nomor telepon wajib diisi"],
      [f.password, "Kata sandi wajib diisi"],
    ];
    await expect.poll(() => form.getByText("Nama lengkap wajib diisi", { exact: true }).count(), WAIT).toBe(1);
    for (const [input, message] of required) {
      expect(await form.getByText(message, { exact: true }).count()).toBe(1);
      expect(await describedError(page, input)).toBe(message);
    }
    for (const input of [f.name, f.email, f.phone, f.password]) expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await f.name.evaluate((element) => element === document.activeElement)).toBe(true);

    // Then each rule of the parameter, in the platform's words.
    await type(page, f.name, "Putri Maharani");
    await type(page, f.email, "putri@contoh");
    await type(page, f.phone, "0812-ABC");
    await type(page, f.password, "pendek");
    await f.submit.click();
    await expect.poll(() => form.getByText("Format email tidak valid", { exact: true }).count(), WAIT).toBe(1);
    expect(await form.getByText("Format nomor telepon tidak valid", { exact: true }).count()).toBe(1);
    expect(await form.getByText("Kata sandi minimal 8 karakter", { exact: true }).count()).toBe(1);
    expect(await f.name.getAttribute("aria-invalid")).toBe("false");
    expect(await f.email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posts()).toBe(0);
    await page.close();
  });

  it("keeps name, e-mail and phone across a reload, never the password, and clears the draft after success", async () => {
    const coder = newCoder();
    const page = await open(CODER_PAGE);
    const form = page.locator("#daftar-akun");
    const f = coderFields(form);
    await fillCoder(page, form, coder);
    await expect.poll(() => sessionStorageText(page), WAIT).toContain(coder.email);
    const draft = await sessionStorageText(page);
    expect(draft).toContain(coder.name);
    expect(draft).toContain(coder.phone);
    expect(draft).not.toContain(coder.password);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => f.name.inputValue(), WAIT).toBe(coder.name);
    expect(await coderValues(form)).toEqual([coder.name, coder.email, coder.phone, ""]);
    expect(await sessionStorageText(page)).not.toContain(coder.password);

    await type(page, f.password, coder.password);
    await f.submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(CODER_SUCCESS);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    // Nothing the visitor typed stays in this tab, and a reload shows an empty form.
    await expect.poll(() => sessionStorageText(page), WAIT).not.toContain(coder.email);
    const after = await sessionStorageText(page);
    expect(after).not.toContain(coder.name);
    expect(after).not.toContain(coder.password);
    await page.reload();
    await waitForHydration(page);
    // Give a (wrong) restore the time it would take.
    await page.waitForTimeout(300);
    expect(await coderValues(form)).toEqual(["", "", "", ""]);
    await page.close();
  });

  it("with the platform unreachable keeps every value and says so in one sentence; the retry stores exactly one account", async () => {
    const coder = newCoder();
    const page = await open(CODER_PAGE);
    const form = page.locator("#daftar-akun");
    await fillCoder(page, form, coder);

    await page.route(CODER_TARGET, (route) => route.abort("connectionrefused"));
    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-error]").textContent(), WAIT).toBe(UNREACHABLE);
    expect(await form.locator("[data-form-error]").getAttribute("role")).toBe("alert");
    expect(await coderValues(form)).toEqual(typedCoder(coder));
    expect(usersWithEmail(coder.email)).toEqual([]);
    // The submission's key waits in session storage for the retry; the password never does.
    expect(await sessionStorageText(page)).toContain(coder.email);
    expect(await sessionStorageText(page)).not.toContain(coder.password);
    // The focus is on the sentence, not lost with the button that was disabled while sending.
    expect(await form.locator("[data-form-error]").evaluate((element) => element === document.activeElement)).toBe(true);
    await page.unroute(CODER_TARGET);

    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(CODER_SUCCESS);
    expect(await form.locator("[data-form-error]").count()).toBe(0);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    await expect.poll(() => mailTo(coder.email), WAIT).toEqual([coderMail(coder)]);
    await page.close();
  });

  it("with the answer lost after the platform created the account, the retry stores nothing more", async () => {
    const coder = newCoder();
    const page = await open(CODER_PAGE);
    const form = page.locator("#daftar-akun");
    await fillCoder(page, form, coder);

    await loseTheAnswer(page, CODER_TARGET);
    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-error]").textContent(), WAIT).toBe(UNREACHABLE);
    expect(await coderValues(form)).toEqual(typedCoder(coder));
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    await page.unroute(CODER_TARGET);

    await coderFields(form).submit.click();
    // Not "email already taken": the retry is a replay of the first answer.
    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(CODER_SUCCESS);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    await expect.poll(() => mailTo(coder.email), WAIT).toEqual([coderMail(coder)]);
    await page.close();
  });
});

describe("the platform's write limit (site/platform/http/registerWriteLimit.ts) as the coder sign-up shows it", () => {
  it("answered 429, shows the platform's sentence, keeps every value and stores nothing until a later send", async () => {
    const coder = newCoder();
    const page = await open(CODER_PAGE);
    const form = page.locator("#daftar-akun");
    await fillCoder(page, form, coder);

    // The platform's own 429 (PlatformError through platformErrorHandler, headers of @fastify/rate-limit);
    // sixty real writes from this address would slow every other test file down for a minute.
    const refusal = "Terlalu banyak kiriman dari alamat ini; coba lagi dalam 1 detik.";
    let sends = 0;
    await page.route(
      CODER_TARGET,
      (route) =>
        ++sends &&
        route.fulfill({
          status: 429,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "retry-after": "1",
            "x-ratelimit-limit": "60",
            "x-ratelimit-remaining": "0",
            "x-ratelimit-reset": "1",
          },
          body: JSON.stringify({ status: false, message: refusal, data: { field: "body" } }),
        }),
    );
    // Sent once: a refused write is not sent again behind the visitor's back, waiting out Retry-After.
    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-error]").textContent(), WAIT).toBe(`${refusal} Isian Anda tetap tersimpan.`);
    expect(sends).toBe(1);
    expect(await form.locator("[data-form-error]").getAttribute("role")).toBe("alert");
    expect(await coderValues(form)).toEqual(typedCoder(coder));
    // The refusal names the request body, no field: none is marked invalid.
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(usersWithEmail(coder.email)).toEqual([]);
    await page.unroute(CODER_TARGET);

    await coderFields(form).submit.click();
    await expect.poll(() => form.locator("[data-form-success]").textContent(), WAIT).toBe(CODER_SUCCESS);
    expect(usersWithEmail(coder.email)).toEqual([storedCoder(coder)]);
    await page.close();
  });
});
