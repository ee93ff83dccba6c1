import { rmSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrations, openPlatformDb, runMigrations, type PlatformDb } from "../../../site/platform/index.js";
import { loadSeedContent } from "../../../site/platform/seed/loadSeedContent.js";
import { tempDataDir } from "../../support/startPlatform.js";

const TABLES = [
  "tenants",
  "tenant_hosts",
  "programs",
  "mentors",
  "classes",
  "class_syllabus",
  "cities",
  "schools",
  "students",
  "enrollments",
  "posts",
  "appointments",
  "demo_requests",
  "schema_migrations",
  "provinces",
  "careers",
  "jobs",
  "program_schools",
  "program_syllabus",
  "batches",
  "webinars",
  "galleries",
  "gallery_photos",
  "scores",
  "extensions",
  "users",
  "app_clients",
  "teams",
  "book_reviews",
  "aspirations",
  "testimonies",
  "donations",
] as const;

async function counts(db: PlatformDb): Promise<Record<string, number>> {
  const entries: [string, number][] = [];
  for (const table of TABLES) entries.push([table, (await db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get())?.n ?? -1]);
  return Object.fromEntries(entries);
}

async function dump(db: PlatformDb): Promise<string> {
  const tables = [
    "tenants",
    "classes",
    "class_syllabus",
    "students",
    "enrollments",
    "posts",
    "schools",
    "cities",
    "careers",
    "jobs",
    "batches",
    "webinars",
    "galleries",
    "scores",
    "users",
    "teams",
    "donations",
  ];
  const rows: unknown[][] = [];
  for (const table of tables) rows.push(await db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all());
  return JSON.stringify(rows);
}

const dirs: string[] = [];
function dir(): string {
  const created = tempDataDir();
  dirs.push(created);
  return created;
}
afterEach(() => {
  for (const created of dirs.splice(0)) rmSync(created, { recursive: true, force: true });
});

describe("openPlatformDb", () => {
  it("creates the data dir, uses WAL and records every migration once", async () => {
    const dataDir = `${dir()}/nested/data`;
    const db = await openPlatformDb({ dataDir });
    expect((await db.prepare<[], { journal_mode: string }>("PRAGMA journal_mode").get())?.journal_mode).toBe("wal");
    const applied = (await db.prepare<[], { id: number }>("SELECT id FROM schema_migrations ORDER BY id").all()).map((row) => row.id);
    expect(applied).toEqual(migrations.map((migration) => migration.id));
    expect(await runMigrations(db)).toEqual([]);
    await db.close();
  });

  it("is idempotent: opening twice leaves the same rows", async () => {
    const dataDir = dir();
    const first = await openPlatformDb({ dataDir });
    const before = await counts(first);
    const snapshot = await dump(first);
    await first.close();
    const second = await openPlatformDb({ dataDir });
    expect(await counts(second)).toEqual(before);
    expect(await dump(second)).toBe(snapshot);
    await second.close();
  });

  it("skips a seed whose code and inputs are those of the last one, and seeds again when either changes", async () => {
    const dataDir = dir();
    const classOne = async (db: PlatformDb) => (await db.prepare<[], { id: number; name: string }>("SELECT id, name FROM classes ORDER BY id LIMIT 1").get())!;
    const first = await openPlatformDb({ dataDir }, undefined, { codeHash: "code-a" });
    const { id, name } = await classOne(first);
    // A row changed by hand tells whether the next open wrote the seed again.
    await first.prepare("UPDATE classes SET name = 'Diubah' WHERE id = ?").run(id);
    await first.close();

    const same = await openPlatformDb({ dataDir }, undefined, { codeHash: "code-a" });
    expect((await classOne(same)).name).toBe("Diubah");
    await same.close();

    const changedCode = await openPlatformDb({ dataDir }, undefined, { codeHash: "code-b" });
    expect((await classOne(changedCode)).name).toBe(name);
    await changedCode.prepare("UPDATE classes SET name = 'Diubah' WHERE id = ?").run(id);
    await changedCode.close();

    // Other content (one brand fewer) is another fingerprint: the seed runs, and writes what it has.
    const content = loadSeedContent();
    const fewer = await openPlatformDb({ dataDir }, undefined, { codeHash: "code-b", content: { ...content, brands: content.brands.slice(1) } });
    expect(await fewer.prepare<[], { fingerprint: string }>("SELECT fingerprint FROM seed_state").get()).toBeDefined();
    await fewer.close();
    const again = await openPlatformDb({ dataDir }, undefined, { codeHash: "code-b" });
    expect((await classOne(again)).name).toBe(name);
    await again.close();

    // A source run (no code hash) always seeds: its code may have changed since the last start.
    const source = await openPlatformDb({ dataDir }, undefined, { codeHash: "code-b" });
    await source.prepare("UPDATE classes SET name = 'Diubah' WHERE id = ?").run(id);
    await source.close();
    const unbuilt = await openPlatformDb({ dataDir }, undefined, { codeHash: undefined });
    expect((await classOne(unbuilt)).name).toBe(name);
    await unbuilt.close();
  });

  it("moves schools off the cities of the earlier hand-written list and keeps a school whose city has no successor", async () => {
    const dataDir = dir();
    const first = await openPlatformDb({ dataDir });
    const addCity = first.prepare("INSERT INTO cities (id, name, province, province_id, kind) VALUES (?, ?, ?, ?, ?)");
    const addSchool = first.prepare("INSERT INTO schools (id, tenant_id, slug, name, city_id) VALUES (?, 'arunika', ?, ?, ?)");
    // How such a data dir looked: Depok had id 150, a regency had no "Kabupaten" in its name.
    await first.prepare("DELETE FROM cities WHERE id = 3276").run();
    await addCity.run(150, "Depok", "Jawa Barat", 32, "kota");
    await addCity.run(151, "Aceh Besar", "Aceh", 11, "kabupaten");
    await addCity.run(152, "Kota Lama Fiksi", "Jawa Barat", 32, "kota");
    await addSchool.run(2_000_001, "smk-depok-pendaftar", "SMK Pendaftar Depok", 150);
    await addSchool.run(2_000_002, "smk-kota-lama-pendaftar", "SMK Pendaftar Kota Lama", 152);
    await first.close();

    const second = await openPlatformDb({ dataDir });
    const cityOfSchool = second.prepare<[number], { city_id: number }>("SELECT city_id FROM schools WHERE id = ?");
    expect((await cityOfSchool.get(2_000_001))?.city_id).toBe(3276);
    expect((await cityOfSchool.get(2_000_002))?.city_id).toBe(152);
    const ids = (await second.prepare<[], { id: number }>("SELECT id FROM cities WHERE id BETWEEN 100 AND 999").all()).map((row) => row.id);
    expect(ids).toEqual([152]);
    expect(await second.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
    await second.close();
  });

  it("is deterministic: two fresh data dirs hold identical seed data", async () => {
    const a = await openPlatformDb({ dataDir: dir() });
    const b = await openPlatformDb({ dataDir: dir() });
    expect(await dump(a)).toBe(await dump(b));
    await a.close();
    await b.close();
  });
});

describe("seed content", () => {
  let db: PlatformDb;
  beforeAll(async () => {
    db = await openPlatformDb({ dataDir: tempDataDir() });
  });
  const content = loadSeedContent().brands.filter((brand) => brand.id !== "maintenance");

  it.each(content.map((brand) => [brand.id]))("%s has enough realistic content", async (tenant) => {
    const n = async (sql: string): Promise<number> => (await db.prepare<[string], { n: number }>(sql).get(tenant))?.n ?? 0;
    expect(await n("SELECT count(*) AS n FROM programs WHERE tenant_id = ?")).toBeGreaterThanOrEqual(2);
    expect(await n("SELECT count(*) AS n FROM programs WHERE tenant_id = ?")).toBeLessThanOrEqual(4);
    expect(await n("SELECT count(*) AS n FROM classes WHERE tenant_id = ?")).toBeGreaterThanOrEqual(14);
    expect(await n("SELECT count(*) AS n FROM mentors WHERE tenant_id = ?")).toBeGreaterThanOrEqual(4);
    expect(await n("SELECT count(*) AS n FROM schools WHERE tenant_id = ?")).toBeGreaterThanOrEqual(10);
    expect(await n("SELECT count(DISTINCT city_id) AS n FROM schools WHERE tenant_id = ?")).toBeGreaterThanOrEqual(5);
    expect(await n("SELECT count(*) AS n FROM students WHERE tenant_id = ?")).toBeGreaterThanOrEqual(60);
    expect(await n("SELECT count(*) AS n FROM posts WHERE tenant_id = ?")).toBeGreaterThanOrEqual(12);
    expect(await n("SELECT count(DISTINCT kind) AS n FROM posts WHERE tenant_id = ?")).toBeGreaterThanOrEqual(2);
    expect(await n("SELECT count(*) AS n FROM students s WHERE s.tenant_id = ? AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = s.id)")).toBe(
      0,
    );
    const firstSix = await db
      .prepare<[string], { state: string; start_date: string; end_date: string }>(
        "SELECT state, start_date, end_date FROM class_states WHERE tenant_id = ? ORDER BY position, id LIMIT 6",
      )
      .all(tenant);
    expect(new Set(firstSix.map((row) => row.state))).toEqual(new Set(["comingSoon", "onRegistration", "started", "ended", "none"]));
    for (const row of firstSix) {
      expect(row.start_date.startsWith("2026-")).toBe(true);
      expect(row.end_date >= row.start_date).toBe(true);
    }
  });

  it("gives every brand its own class and post titles", async () => {
    const duplicate = (table: string, column: string): Promise<unknown[]> =>
      db.prepare(`SELECT ${column} FROM ${table} GROUP BY ${column} HAVING count(DISTINCT tenant_id) > 1`).all();
    expect(await duplicate("classes", "name")).toEqual([]);
    expect(await duplicate("posts", "title")).toEqual([]);
  });

  it("stores post bodies as HTML with paragraphs, a heading, a list and a link", async () => {
    const bodies = await db.prepare<[], { content: string }>("SELECT content FROM posts").all();
    expect(bodies.length).toBeGreaterThan(0);
    for (const { content } of bodies) {
      expect(content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(content).toMatch(/<h2>[^<]+<\/h2>/);
      expect(content).toMatch(/<ul>(<li>[^<]+<\/li>)+<\/ul>/);
      expect(content).toMatch(/<a href="\/[^"]*">[^<]+<\/a>/);
    }
  });
});
