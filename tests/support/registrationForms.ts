import type { Browser, Locator, Page } from "playwright";
import { expect } from "vitest";
import { loseTheAnswer, open, type, UNREACHABLE } from "./formSteps.js";
import { mailTo, teamsNamed, usersWithEmail, type MailRow, type TeamRow, type UserRow } from "./platformRows.js";
import { builtServerPort } from "./builtServerPort.js";

// The team registration (/Liga-Smk/Register, team.register) and the coder sign-up (/Register,
// auth.signup.coder) as a visitor fills them, and the rows and mail the platform stores for them.
// The server is shared by every test file: each test types names and e-mails of its own and counts
// only its own rows.
const port = builtServerPort();
const HOST = "main.localhost";
export const TENANT = "arunika";
export const ORIGIN = `http://${HOST}:${port}`;
export const PLATFORM = `http://127.0.0.1:${port}/_platform`;

/** A suffix that keeps this run's names and e-mails apart from every other test's. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** The platform's own read of this site's schools (school.list), as the form's select is fed. */
export async function schools(): Promise<{ id: number; name: string }[]> {
  const response = await fetch(`${PLATFORM}/api/v1/school/list?page=1&pageSize=100`, {
    headers: { Origin: ORIGIN, Accept: "application/json" },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { items: { id: number; name: string }[] } };
  return body.data.items;
}

// ---- Team registration ----------------------------------------------------------------------------

export interface Team {
  teamName: string;
  leaderName: string;
  school: { id: number; name: string };
  email: string;
  phone: string;
  members: string;
}

export async function newTeam(): Promise<Team> {
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

export function teamFields(form: Locator) {
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

export async function fillTeam(page: Page, form: Locator, team: Team): Promise<void> {
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

export async function teamValues(form: Locator): Promise<string[]> {
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
export const typedTeam = (team: Team) => [team.teamName, team.leaderName, team.school.name, team.email, team.phone, team.members];

export function storedTeam(team: Team): TeamRow {
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
export function teamMail(team: Team): MailRow {
  return {
    tenant_id: TENANT,
    subject: `Pendaftaran tim ${team.teamName} berhasil`,
    body: `Halo,\n\nTim ${team.teamName} dengan ketua ${team.leaderName} sudah terdaftar. Jadwal babak penyisihan dan panduan lomba akan kami kirim ke alamat ini.\n\nSelamat berlatih!`,
    template: "registration",
  };
}

// ---- Coder sign-up --------------------------------------------------------------------------------

export interface Coder {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export function newCoder(): Coder {
  const id = unique();
  return { name: "Putri Maharani", email: `putri.${id}@contoh.id`, phone: "+62 812 7788 9900", password: `Sandi-${id}-Rahasia` };
}

/** Every locator inside #daftar-akun: another form may join this page. */
export function coderFields(form: Locator) {
  return {
    name: form.getByRole("textbox", { name: "Nama lengkap", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    phone: form.getByRole("textbox", { name: "Nomor telepon", exact: true }),
    // A password input has no ARIA role; its label names it.
    password: form.getByLabel("Kata sandi"),
    submit: form.getByRole("button", { name: "Daftar sekarang" }),
  };
}

export async function fillCoder(page: Page, form: Locator, coder: Coder, { password = true } = {}): Promise<void> {
  const f = coderFields(form);
  await type(page, f.name, coder.name);
  await type(page, f.email, coder.email);
  await type(page, f.phone, coder.phone);
  if (password) await type(page, f.password, coder.password);
}

export async function coderValues(form: Locator): Promise<string[]> {
  const f = coderFields(form);
  return [await f.name.inputValue(), await f.email.inputValue(), await f.phone.inputValue(), await f.password.inputValue()];
}
export const typedCoder = (coder: Coder) => [coder.name, coder.email, coder.phone, coder.password];

export function storedCoder(coder: Coder): UserRow {
  // kind 4: a coder (student) account; no school was asked for.
  return { tenant_id: TENANT, name: coder.name, email: coder.email, phone: coder.phone, kind: 4, school_id: null };
}

export function coderMail(coder: Coder): MailRow {
  return {
    tenant_id: TENANT,
    subject: `Selamat datang, ${coder.name}`,
    body: `Akun coder Anda sudah dibuat dengan email ${coder.email}. Masuk kapan saja untuk mulai berlatih dan mengikuti kelas.`,
    template: "registration",
  };
}

// ---- The retry steps both forms share --------------------------------------------------------------

/** One registration form as the retry tests drive it: where it is, what it posts to, what it stores. */
export interface RegistrationForm<V> {
  url: string;
  formId: string;
  /** The platform path it posts to, as a glob for page.route. */
  target: string;
  success: string;
  create(): Promise<V>;
  fill(page: Page, form: Locator, value: V): Promise<void>;
  submit(form: Locator): Locator;
  values(form: Locator): Promise<string[]>;
  typed(value: V): string[];
  /** The rows the platform holds for this value, and the one row it should hold. */
  storedRows(value: V): unknown[];
  stored(value: V): unknown;
  mail(value: V): { address: string; row: MailRow };
}

export const teamForm: RegistrationForm<Team> = {
  url: `${ORIGIN}/Liga-Smk/Register`,
  formId: "#daftar-tim",
  target: "**/_platform/api/v1/team/register*",
  // The layout's successMessage (tenants/copy/liga-smk-register.json); no spec text overrides this entry's.
  success: "Pendaftaran tim berhasil. Cek email guru pendamping untuk langkah berikutnya.",
  create: newTeam,
  fill: fillTeam,
  submit: (form) => teamFields(form).submit,
  values: teamValues,
  typed: typedTeam,
  storedRows: (team) => teamsNamed(team.teamName),
  stored: storedTeam,
  mail: (team) => ({ address: team.email, row: teamMail(team) }),
};

export const coderForm: RegistrationForm<Coder> = {
  url: `${ORIGIN}/Register`,
  formId: "#daftar-akun",
  target: "**/_platform/api/v1/auth/signup/coder*",
  // The layout's successMessage (tenants/copy/register-form-1.json); no spec text overrides this entry's.
  success: "Akun berhasil dibuat. Silakan cek email untuk verifikasi.",
  create: async () => newCoder(),
  fill: (page, form, coder) => fillCoder(page, form, coder),
  submit: (form) => coderFields(form).submit,
  values: coderValues,
  typed: typedCoder,
  storedRows: (coder) => usersWithEmail(coder.email),
  stored: storedCoder,
  mail: (coder) => ({ address: coder.email, row: coderMail(coder) }),
};

/** Sends again after a failed send, and expects success with exactly one stored row and one mail. */
async function retrySucceeds<V>(kit: RegistrationForm<V>, form: Locator, value: V): Promise<void> {
  await kit.submit(form).click();
  await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(kit.success);
  expect(await form.locator("[data-form-error]").count()).toBe(0);
  expect(kit.storedRows(value)).toEqual([kit.stored(value)]);
  const mail = kit.mail(value);
  await expect.poll(() => mailTo(mail.address)).toEqual([mail.row]);
}

/**
 * With the platform unreachable the form keeps every value and says so in one sentence; the retry
 * stores exactly one record. `whileFailed` adds the form's own checks of the failed state.
 */
export async function retryAfterUnreachable<V>(
  browser: Browser,
  kit: RegistrationForm<V>,
  whileFailed?: (page: Page, form: Locator, value: V) => Promise<void>,
) {
  const value = await kit.create();
  const page = await open(browser, kit.url);
  const form = page.locator(kit.formId);
  await kit.fill(page, form, value);

  await page.route(kit.target, (route) => route.abort("connectionrefused"));
  await kit.submit(form).click();
  await expect.poll(() => form.locator("[data-form-error]").textContent()).toBe(UNREACHABLE);
  expect(await form.locator("[data-form-error]").getAttribute("role")).toBe("alert");
  expect(await kit.values(form)).toEqual(kit.typed(value));
  expect(kit.storedRows(value)).toEqual([]);
  await whileFailed?.(page, form, value);
  await page.unroute(kit.target);

  await retrySucceeds(kit, form, value);
  await page.close();
}

/** With the answer lost after the platform stored the record, the retry is a replay: it stores nothing more. */
export async function retryAfterLostAnswer<V>(browser: Browser, kit: RegistrationForm<V>) {
  const value = await kit.create();
  const page = await open(browser, kit.url);
  const form = page.locator(kit.formId);
  await kit.fill(page, form, value);

  await loseTheAnswer(page, kit.target);
  await kit.submit(form).click();
  await expect.poll(() => form.locator("[data-form-error]").textContent()).toBe(UNREACHABLE);
  expect(await kit.values(form)).toEqual(kit.typed(value));
  // The platform has it, the visitor does not know.
  expect(kit.storedRows(value)).toEqual([kit.stored(value)]);
  await page.unroute(kit.target);

  // Not a second record, not "already taken": the retry is a replay of the first answer.
  await retrySucceeds(kit, form, value);
  await page.close();
}
