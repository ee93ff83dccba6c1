import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../support/insertRow.js";
import { COUNTER_NAMES, openPlatformDb, type PlatformDb } from "../../../site/platform/index.js";
import { assertValid, contract } from "./contract.js";
import { ORIGIN, originOf, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

const URL = "/_platform/services/v1/statistics/counter";

let platform: RunningPlatform;
let db: PlatformDb;
beforeAll(async () => {
  platform = await startPlatform();
  // A second connection to the same file, as another process would have; WAL lets both work.
  db = await openPlatformDb({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl });
});
afterAll(async () => {
  await db.close();
  await platform.stop();
});

async function counters(query = "", headers: Record<string, string> = ORIGIN): Promise<Record<string, number>> {
  const response = await platform.get(`${URL}${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  assertValid(contract.generic, body);
  assertValid(contract.counter, body.data);
  return body.data;
}

describe("GET statistics/counter", () => {
  it("answers every counter when no flag is given, each a plausible integer", async () => {
    const all = await counters();
    expect(Object.keys(all).sort()).toEqual([...COUNTER_NAMES].sort());
    expect(all.students).toBeGreaterThanOrEqual(60);
    expect(all.schools).toBeGreaterThanOrEqual(10);
    expect(all.cities).toBeGreaterThanOrEqual(5);
    expect(all.alumni).toBeGreaterThan(0);
    expect(all.alumni).toBeLessThanOrEqual(all.students ?? 0);
    expect(all.schools_active).toBeLessThan(all.schools ?? 0);
    expect(all.schools_alumni).toBeLessThan(all.schools ?? 0);
    expect(all.cities_active).toBeLessThanOrEqual(all.cities ?? 0);
    expect(all.cities_alumni).toBeLessThanOrEqual(all.cities ?? 0);
    expect(all.mentors).toBeGreaterThanOrEqual(4);
    expect(all.programs).toBeGreaterThanOrEqual(2);
  });

  it("answers only the requested counters", async () => {
    expect(Object.keys(await counters("?alumni=true&students=1")).sort()).toEqual(["alumni", "students"]);
    expect(Object.keys(await counters("?cities=true&mentors=false"))).toEqual(["cities"]);
  });

  it("rejects a flag that is not a boolean", async () => {
    const response = await platform.get(`${URL}?alumni=ya`, ORIGIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: "alumni" });
  });

  it("differs per tenant", async () => {
    const main = await counters("?students=true");
    const silat = await counters("?students=true", originOf("pesilat.localhost"));
    expect(main.students).not.toBe(silat.students);
  });

  it("computes from stored data: a new alumnus in a new city moves the numbers", async () => {
    const before = await counters();
    const city = await insertRow(db, "cities", { name: "Kota Uji", province: "Provinsi Uji" });
    const school = await insertRow(db, "schools", { tenant_id: "arunika", slug: "uji-sekolah", name: "SMK Uji Coba", city_id: city });
    const student = await insertRow(db, "students", { tenant_id: "arunika", name: "Siswa Uji", school_id: school });
    const after = await counters();
    expect(after.students).toBe((before.students ?? 0) + 1);
    expect(after.schools).toBe((before.schools ?? 0) + 1);
    expect(after.cities).toBe((before.cities ?? 0) + 1);
    expect(after.alumni).toBe(before.alumni);

    const endedClass = await db.prepare<[], { id: number }>("SELECT id FROM class_states WHERE tenant_id = 'arunika' AND state = 'ended' LIMIT 1").get();
    await db.prepare("INSERT INTO enrollments (student_id, class_id, enrolled_at) VALUES (?, ?, '2026-01-01')").run(student, endedClass?.id);
    const graduated = await counters();
    expect(graduated.alumni).toBe((before.alumni ?? 0) + 1);
    expect(graduated.schools_alumni).toBe((before.schools_alumni ?? 0) + 1);
    expect(graduated.cities_alumni).toBe((before.cities_alumni ?? 0) + 1);
    expect(graduated.schools_active).toBe(before.schools_active);

    const startedClass = await db.prepare<[], { id: number }>("SELECT id FROM class_states WHERE tenant_id = 'arunika' AND state = 'started' LIMIT 1").get();
    await db.prepare("INSERT INTO enrollments (student_id, class_id, enrolled_at) VALUES (?, ?, '2026-03-01')").run(student, startedClass?.id);
    const active = await counters();
    expect(active.schools_active).toBe((before.schools_active ?? 0) + 1);
    expect(active.cities_active).toBe((before.cities_active ?? 0) + 1);
    expect(active.students).toBe(after.students);
  });
});
