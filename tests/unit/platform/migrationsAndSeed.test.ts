import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
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

function counts(db: PlatformDb): Record<string, number> {
  return Object.fromEntries(TABLES.map((table) => [table, db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? -1]));
}

function dump(db: PlatformDb): string {
  return JSON.stringify(
    [
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
    ].map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()),
  );
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
  it("creates the data dir, uses WAL and records every migration once", () => {
    const dataDir = `${dir()}/nested/data`;
    const db = openPlatformDb(dataDir);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    const applied = db
      .prepare<[], { id: number }>("SELECT id FROM schema_migrations ORDER BY id")
      .all()
      .map((row) => row.id);
    expect(applied).toEqual(migrations.map((migration) => migration.id));
    expect(runMigrations(db)).toEqual([]);
    db.close();
  });

  it("is idempotent: opening twice leaves the same rows", () => {
    const dataDir = dir();
    const first = openPlatformDb(dataDir);
    const before = counts(first);
    const snapshot = dump(first);
    first.close();
    const second = openPlatformDb(dataDir);
    expect(counts(second)).toEqual(before);
    expect(dump(second)).toBe(snapshot);
    second.close();
  });

  it("skips a seed whose code and inputs are those of the last one, and seeds again when either changes", () => {
    const dataDir = dir();
    const classOne = (db: PlatformDb) => db.prepare<[], { id: number; name: string }>("SELECT id, name FROM classes ORDER BY id LIMIT 1").get()!;
    const first = openPlatformDb(dataDir, undefined, { codeHash: "code-a" });
    const { id, name } = classOne(first);
    // A row changed by hand tells whether the next open wrote the seed again.
    first.prepare("UPDATE classes SET name = 'Diubah' WHERE id = ?").run(id);
    first.close();

    const same = openPlatformDb(dataDir, undefined, { codeHash: "code-a" });
    expect(classOne(same).name).toBe("Diubah");
    same.close();

    const changedCode = openPlatformDb(dataDir, undefined, { codeHash: "code-b" });
    expect(classOne(changedCode).name).toBe(name);
    changedCode.prepare("UPDATE classes SET name = 'Diubah' WHERE id = ?").run(id);
    changedCode.close();

    // Other content (one brand fewer) is another fingerprint: the seed runs, and writes what it has.
    const content = loadSeedContent();
    const fewer = openPlatformDb(dataDir, undefined, { codeHash: "code-b", content: { ...content, brands: content.brands.slice(1) } });
    expect(fewer.prepare<[], { fingerprint: string }>("SELECT fingerprint FROM seed_state").get()).toBeDefined();
    fewer.close();
    const again = openPlatformDb(dataDir, undefined, { codeHash: "code-b" });
    expect(classOne(again).name).toBe(name);
    again.close();

    // A source run (no code hash) always seeds: its code may have changed since the last start.
    const source = openPlatformDb(dataDir, undefined, { codeHash: "code-b" });
    source.prepare("UPDATE classes SET name = 'Diubah' WHERE id = ?").run(id);
    source.close();
    const unbuilt = openPlatformDb(dataDir, undefined, { codeHash: undefined });
    expect(classOne(unbuilt).name).toBe(name);
    unbuilt.close();
  });

  it("moves schools off the cities of the earlier hand-written list and keeps a school whose city has no successor", () => {
    const dataDir = dir();
    const first = openPlatformDb(dataDir);
    const addCity = first.prepare("INSERT INTO cities (id, name, province, province_id, kind) VALUES (?, ?, ?, ?, ?)");
    const addSchool = first.prepare("INSERT INTO schools (id, tenant_id, slug, name, city_id) VALUES (?, 'arunika', ?, ?, ?)");
    // How such a data dir looked: Depok had id 150, a regency had no "Kabupaten" in its name.
    first.prepare("DELETE FROM cities WHERE id = 3276").run();
    addCity.run(150, "Depok", "Jawa Barat", 32, "kota");
    addCity.run(151, "Aceh Besar", "Aceh", 11, "kabupaten");
    addCity.run(152, "Kota Lama Fiksi", "Jawa Barat", 32, "kota");
    addSchool.run(2_000_001, "smk-depok-pendaftar", "SMK Pendaftar Depok", 150);
    addSchool.run(2_000_002, "smk-kota-lama-pendaftar", "SMK Pendaftar Kota Lama", 152);
    first.close();

    const second = openPlatformDb(dataDir);
    const cityOfSchool = second.prepare<[number], { city_id: number }>("SELECT city_id FROM schools WHERE id = ?");
    expect(cityOfSchool.get(2_000_001)?.city_id).toBe(3276);
    expect(cityOfSchool.get(2_000_002)?.city_id).toBe(152);
    const ids = second
      .prepare<[], { id: number }>("SELECT id FROM cities WHERE id BETWEEN 100 AND 999")
      .all()
      .map((row) => row.id);
    expect(ids).toEqual([152]);
    expect(second.pragma("foreign_key_check")).toEqual([]);
    second.close();
  });

  it("is deterministic: two fresh data dirs hold identical seed data", () => {
    const a = openPlatformDb(dir());
    const b = openPlatformDb(dir());
    expect(dump(a)).toBe(dump(b));
    a.close();
    b.close();
  });
});

describe("seed content", () => {
  const db = openPlatformDb(tempDataDir());
  const content = loadSeedContent().brands.filter((brand) => brand.id !== "maintenance");

  it.each(content.map((brand) => [brand.id]))("%s has enough realistic content", (tenant) => {
    const n = (sql: string): number => db.prepare<[string], { n: number }>(sql).get(tenant)?.n ?? 0;
    expect(n("SELECT count(*) AS n FROM programs WHERE tenant_id = ?")).toBeGreaterThanOrEqual(2);
    expect(n("SELECT count(*) AS n FROM programs WHERE tenant_id = ?")).toBeLessThanOrEqual(4);
    expect(n("SELECT count(*) AS n FROM classes WHERE tenant_id = ?")).toBeGreaterThanOrEqual(14);
    expect(n("SELECT count(*) AS n FROM mentors WHERE tenant_id = ?")).toBeGreaterThanOrEqual(4);
    expect(n("SELECT count(*) AS n FROM schools WHERE tenant_id = ?")).toBeGreaterThanOrEqual(10);
    expect(n("SELECT count(DISTINCT city_id) AS n FROM schools WHERE tenant_id = ?")).toBeGreaterThanOrEqual(5);
    expect(n("SELECT count(*) AS n FROM students WHERE tenant_id = ?")).toBeGreaterThanOrEqual(60);
    expect(n("SELECT count(*) AS n FROM posts WHERE tenant_id = ?")).toBeGreaterThanOrEqual(12);
    expect(n("SELECT count(DISTINCT kind) AS n FROM posts WHERE tenant_id = ?")).toBeGreaterThanOrEqual(2);
    expect(n("SELECT count(*) AS n FROM students s WHERE s.tenant_id = ? AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = s.id)")).toBe(0);
    const firstSix = db
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

  it("gives every brand its own class and post titles", () => {
    const duplicate = (table: string, column: string): unknown[] =>
      db.prepare(`SELECT ${column} FROM ${table} GROUP BY ${column} HAVING count(DISTINCT tenant_id) > 1`).all();
    expect(duplicate("classes", "name")).toEqual([]);
    expect(duplicate("posts", "title")).toEqual([]);
  });

  it("stores post bodies as HTML with paragraphs, a heading, a list and a link", () => {
    const bodies = db.prepare<[], { content: string }>("SELECT content FROM posts").all();
    expect(bodies.length).toBeGreaterThan(0);
    for (const { content } of bodies) {
      expect(content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(content).toMatch(/<h2>[^<]+<\/h2>/);
      expect(content).toMatch(/<ul>(<li>[^<]+<\/li>)+<\/ul>/);
      expect(content).toMatch(/<a href="\/[^"]*">[^<]+<\/a>/);
    }
  });
});
