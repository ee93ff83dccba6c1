import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";
import { uploadLetter } from "./uploadLetter.js";

// Issue 11: "Register a school … pick it from v1/school/list or enter a new one, sent with v1/school/register",
// with the assignment letter uploaded through the drive.
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const LMS = { lmsid: "arunika" };
const contact = { contactName: "Wulan Sekarsari", email: "Wulan@SMK-Contoh.sch.id", phone: "0812 2233 4455" };
let npsn = 20_400_000;

async function register(body: Record<string, unknown>, headers: Record<string, string> = LMS) {
  const response = await platform.inject({
    method: "POST",
    url: "/_platform/api/v1/school/register",
    headers: { ...headers, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as { status: boolean; message: string; data: Record<string, unknown> } };
}

async function listedSchool(): Promise<{ id: number; name: string; cityId: number }> {
  const response = await platform.get("/_platform/api/v1/school/list?page=1&pageSize=1", LMS);
  return (response.json() as { data: { items: { id: number; name: string; cityId: number }[] } }).data.items[0]!;
}

const count = async (table: string) => (await platform.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n;

describe("school registration (v1/school/register)", () => {
  it("stores a new school and its registration with the letter, together", async () => {
    const letter = await uploadLetter(platform);
    const code = String(npsn++);
    const { status, body } = await register({ name: "SMK Harapan Mandiri", npsn: code, cityId: 3278, ...contact, letterFileId: letter });
    expect(status, body.message).toBe(201);
    expect(body.data).toMatchObject({ name: "SMK Harapan Mandiri", npsn: code, city: "Tasikmalaya" });
    const [school] = await platform.query<{ id: number }>("SELECT id, tenant_id, name, city_id FROM schools WHERE npsn = ?", code);
    expect(school).toEqual({ id: body.data.id, tenant_id: "arunika", name: "SMK Harapan Mandiri", city_id: 3278 });
    const [registration] = await platform.query(
      "SELECT school_id, contact_name, contact_email, contact_phone, letter_upload_id FROM school_registrations WHERE id = ?",
      body.data.registrationId,
    );
    expect(registration).toEqual({
      school_id: body.data.id,
      contact_name: "Wulan Sekarsari",
      contact_email: "wulan@smk-contoh.sch.id",
      contact_phone: "0812 2233 4455",
      letter_upload_id: letter,
    });
  });

  it("registers a school picked from the list without adding another school", async () => {
    const school = await listedSchool();
    const schools = await count("schools");
    const { status, body } = await register({ schoolId: school.id, cityId: school.cityId, ...contact, letterFileId: await uploadLetter(platform) });
    expect(status, body.message).toBe(201);
    expect(body.data).toMatchObject({ id: school.id, name: school.name });
    expect(await count("schools")).toBe(schools);
    expect(await platform.query("SELECT school_id FROM school_registrations WHERE id = ?", body.data.registrationId)).toEqual([{ school_id: school!.id }]);
  });

  it("refuses a listed school outside the chosen city, naming schoolId", async () => {
    const school = await listedSchool();
    const { status, body } = await register({
      schoolId: school.id,
      cityId: school.cityId === 3278 ? 3204 : 3278,
      ...contact,
      letterFileId: await uploadLetter(platform),
    });
    expect(status).toBe(400);
    expect(body.data.field).toBe("schoolId");
    expect(body.message).toContain(school.name);
  });

  it("names the school one way: listed or new, never both or neither", async () => {
    const letterFileId = await uploadLetter(platform);
    const registrations = await count("school_registrations");
    const both = await register({ schoolId: (await listedSchool()).id, name: "SMK Dua Nama", npsn: String(npsn++), cityId: 3278, ...contact, letterFileId });
    expect([both.status, both.body.data.field, both.body.message]).toEqual([
      400,
      "schoolId",
      "Kolom 'schoolId': Pilih sekolah dari daftar atau isi data sekolah baru, tidak keduanya.",
    ]);
    const neither = await register({ cityId: 3278, ...contact, letterFileId });
    expect([neither.status, neither.body.data.field]).toEqual([400, "schoolId"]);
    const noNpsn = await register({ name: "SMK Tanpa Nomor", cityId: 3278, ...contact, letterFileId });
    expect([noNpsn.status, noNpsn.body.data.field, noNpsn.body.message]).toEqual([400, "npsn", "Kolom 'npsn': NPSN wajib diisi untuk sekolah baru."]);
    expect(await count("school_registrations")).toBe(registrations);
  });

  it("needs a letter that is on this site's drive", async () => {
    const unknown = await register({
      name: "SMK Tanpa Surat",
      npsn: String(npsn++),
      cityId: 3278,
      ...contact,
      letterFileId: "00000000-0000-4000-8000-000000000000",
    });
    expect([unknown.status, unknown.body.data.field]).toEqual([400, "letterFileId"]);
    const missing = await register({ name: "SMK Tanpa Surat", npsn: String(npsn++), cityId: 3278, ...contact });
    expect([missing.status, missing.body.data.field]).toEqual([400, "letterFileId"]);
    // Uploaded through another site: not this site's letter.
    const elsewhere = await uploadLetter(platform, { lmsid: "ligasmk" });
    const foreign = await register({ name: "SMK Surat Lain", npsn: String(npsn++), cityId: 3278, ...contact, letterFileId: elsewhere });
    expect([foreign.status, foreign.body.data.field]).toEqual([400, "letterFileId"]);
  });

  it("answers 409 for a new school whose NPSN is already registered here, and stores nothing", async () => {
    const code = String(npsn++);
    expect((await register({ name: "SMK Pertama", npsn: code, cityId: 3278, ...contact, letterFileId: await uploadLetter(platform) })).status).toBe(201);
    const registrations = await count("school_registrations");
    const again = await register({ name: "SMK Kedua", npsn: code, cityId: 3278, ...contact, letterFileId: await uploadLetter(platform) });
    expect([again.status, again.body.data.field]).toEqual([409, "npsn"]);
    expect(again.body.message).toContain("pilih sekolah itu dari daftar");
    expect(await count("school_registrations")).toBe(registrations);
  });
});
