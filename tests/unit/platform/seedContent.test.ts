import { Ajv } from "ajv";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brandContentSchema } from "../../../schemas/content/brandContent.js";
import { brandCoursesSchema } from "../../../schemas/content/brandCourses.js";
import { contentSchemaFiles } from "../../../schemas/content/contentSchemaFiles.js";
import { careerPoolsSchema, feedbackPoolsSchema, namePoolsSchema, webinarPoolSchema } from "../../../schemas/content/sharedContent.js";
import { formatProblem } from "../../../schemas/documents/LayoutProblem.js";
import { openPlatformDb } from "../../../site/platform/db/openPlatformDb.js";
import type { PlatformDb } from "../../../site/platform/db/PlatformDb.js";
import { loadSeedContent } from "../../../site/platform/seed/loadSeedContent.js";
import { loadSiteFiles } from "../../../site/platform/seed/loadSiteFiles.js";

// Content is data: every brand's seeded content is a JSON file checked by its schema, and a bad file is a located
// problem that skips that content only, never a crash or a loss of what was stored.
const tenantsDir = resolve(import.meta.dirname, "../../../tenants");
const contentDir = join(tenantsDir, "content");
const sites = loadSiteFiles(join(tenantsDir, "sites")).sites;
const SITE_IDS = ["arunika", "demo", "foundation", "jongkreatif", "ligasmk", "maintenance", "pesilat"];

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  scratch.push(dir);
  cpSync(contentDir, dir, { recursive: true });
  return dir;
}

/** A small brand that passes every check; each test breaks one thing in it. */
const FIXTURE = `{
  "id": "contoh",
  "idBase": 70000,
  "programs": [{ "slug": "contoh-web", "name": "Web", "summary": "Belajar web." }],
  "mentors": [{ "slug": "contoh-sari", "name": "Sari Utami", "expertise": "Web" }],
  "classes": [
    {
      "slug": "contoh-html", "name": "HTML Dasar", "description": "Dasar HTML.", "program": "contoh-web", "mentor": "contoh-sari",
      "level": "beginner", "type": "online", "state": "started", "start": "2026-05-04", "end": "2026-06-26", "syllabus": ["Tag dan atribut"]
    }
  ],
  "schools": [{ "slug": "contoh-smk-1", "name": "SMK Contoh", "city": "bandung" }],
  "posts": [],
  "studentCount": 3,
  "postClosing": { "text": "Baca \\"{title}\\" lalu lihat", "linkLabel": "beranda", "href": "/" }
}
`;

function problemsOf(files: Record<string, string>): string[] {
  const dir = copyContent();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return loadSeedContent(dir)
    .problems.map(formatProblem)
    .map((line) => line.slice(dir.length + 1));
}

/** Every row a tenant owns in the tables the brand seed writes, in key order. */
async function rowsOf(db: PlatformDb, tenant: string): Promise<string> {
  const tables = ["programs", "mentors", "classes", "schools", "students", "posts", "careers", "batches", "webinars", "galleries", "users", "teams"];
  const owned: unknown[][] = [];
  for (const table of tables) owned.push(await db.prepare(`SELECT * FROM ${table} WHERE tenant_id = ? ORDER BY id`).all(tenant));
  const classIds = "SELECT id FROM classes WHERE tenant_id = ?";
  const byClass: unknown[][] = [];
  for (const table of ["class_syllabus", "course_modules", "course_chapters"]) {
    byClass.push(await db.prepare(`SELECT * FROM ${table} WHERE class_id IN (${classIds}) ORDER BY 1, 2, 3`).all(tenant));
  }
  return JSON.stringify([...owned, ...byClass]);
}

describe("content files (tenants/content)", () => {
  const ajv = new Ajv({ allErrors: true });
  const schemaOf = (name: string) => {
    if (name.startsWith("shared/")) {
      const shared = {
        "shared/names.json": namePoolsSchema,
        "shared/webinars.json": webinarPoolSchema,
        "shared/careers.json": careerPoolsSchema,
        "shared/feedback.json": feedbackPoolsSchema,
      };
      return shared[name as keyof typeof shared];
    }
    return name.endsWith(".courses.json") ? brandCoursesSchema : brandContentSchema;
  };
  const files = [
    ...readdirSync(contentDir).filter((name) => name.endsWith(".json")),
    ...readdirSync(join(contentDir, "shared")).map((name) => `shared/${name}`),
  ];

  it("hold one content file per shipped site, named after its site file, and the four shared files", () => {
    expect(files.filter((name) => !name.includes("/") && !name.endsWith(".courses.json")).map((name) => name.slice(0, -5))).toEqual(SITE_IDS);
    expect(files.filter((name) => name.endsWith(".courses.json"))).toEqual(SITE_IDS.filter((id) => id !== "maintenance").map((id) => `${id}.courses.json`));
    const shared = files.filter((name) => name.startsWith("shared/")).sort();
    expect(shared).toEqual(["shared/careers.json", "shared/feedback.json", "shared/names.json", "shared/webinars.json"]);
  });

  it.each(files)("%s validates against its schema", (name) => {
    const schema = schemaOf(name);
    expect(schema, name).toBeDefined();
    const validate = ajv.compile(schema!);
    const data: unknown = JSON.parse(readFileSync(join(contentDir, name), "utf8"));
    expect(validate(data) ? [] : validate.errors).toEqual([]);
  });

  it("load without a problem: every brand, by id base, with its courses and the shared pools", () => {
    const content = loadSeedContent(contentDir);
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.brands.map((brand) => brand.id)).toEqual(["arunika", "pesilat", "foundation", "ligasmk", "jongkreatif", "demo", "maintenance"]);
    for (const brand of content.brands) expect(brand.courses.length > 0, brand.id).toBe(brand.id !== "maintenance");
    expect(content.shared?.names.givenNames.length).toBeGreaterThan(10);
  });

  it("have editor schemas that are up to date (schemas/content*.schema.json)", () => {
    const generated = contentSchemaFiles();
    expect(generated).toHaveLength(6);
    for (const { name, text } of generated) expect(readFileSync(join(tenantsDir, "../schemas", name), "utf8"), name).toBe(text);
  });
});

describe("a broken content file", () => {
  it("is refused with file, line, column and what was expected; the other brands still load", () => {
    expect(problemsOf({ "contoh.json": FIXTURE })).toEqual([]);
    const lines = problemsOf({ "contoh.json": FIXTURE.replace('"level": "beginner"', '"level": "expert"') });
    expect(lines).toEqual(["contoh.json:9:16: 'level' must be one of 'beginner', 'intermediate', 'advanced', found the string 'expert' (at /classes/0/level)"]);
    const dir = copyContent();
    writeFileSync(join(dir, "pesilat.json"), readFileSync(join(dir, "pesilat.json"), "utf8").replace('"studentCount": 72', '"studentCount": "banyak"'));
    const content = loadSeedContent(dir);
    expect(content.brands.map((brand) => brand.id)).toEqual(["arunika", "foundation", "ligasmk", "jongkreatif", "demo", "maintenance"]);
    expect(content.problems.map(formatProblem).map((line) => line.slice(dir.length + 1))).toEqual([
      "pesilat.json:214:19: 'studentCount' must be of type integer, found the string 'banyak' (at /studentCount)",
    ]);
  });

  it("says where JSON that does not parse breaks, and names a file whose id is not its name", () => {
    expect(problemsOf({ "contoh.json": FIXTURE.replace('"posts": [],', '"posts": [],,') })).toEqual(["contoh.json:13:15: Invalid JSON: PropertyNameExpected"]);
    expect(problemsOf({ "lain.json": FIXTURE })).toEqual([
      "lain.json:2:9: Site id 'contoh' does not match the file name; expected the file to be named 'contoh.json' (at /id)",
    ]);
  });

  it("is refused for what the schema cannot see: unknown references, repeated slugs, another brand's slug or id base", () => {
    expect(problemsOf({ "contoh.json": FIXTURE.replace('"mentor": "contoh-sari"', '"mentor": "contoh-budi"') })).toEqual([
      "contoh.json:8:117: Unknown mentor 'contoh-budi'; expected one of 'contoh-sari' (at /classes/0/mentor)",
    ]);
    // Two brands claiming the same id base or slug: neither is known to be right, both are refused (their stored rows stay).
    const dir = copyContent();
    const taken = FIXTURE.replace('"slug": "contoh-smk-1"', '"slug": "pesilat-sma-ksatria-yogya"').replace('"idBase": 70000', '"idBase": 20000');
    writeFileSync(join(dir, "contoh.json"), taken);
    const content = loadSeedContent(dir);
    expect(content.brands.map((brand) => brand.id)).toEqual(["arunika", "foundation", "ligasmk", "jongkreatif", "demo", "maintenance"]);
    expect(content.problems.map(formatProblem).map((line) => line.slice(dir.length + 1))).toEqual([
      "contoh.json:3:13: Id base 20000 is also used by pesilat.json; it must be unique across brands (at /idBase)",
      "pesilat.json:4:13: Id base 20000 is also used by contoh.json; it must be unique across brands (at /idBase)",
      "contoh.json:12:25: School slug 'pesilat-sma-ksatria-yogya' is also used by pesilat.json; it must be unique across brands (at /schools/0/slug)",
      "pesilat.json:206:15: School slug 'pesilat-sma-ksatria-yogya' is also used by contoh.json; it must be unique across brands (at /schools/4/slug)",
    ]);
    const chapters = [
      { title: "Tag", gist: "Tag." },
      { title: "TAG!", gist: "Lagi." },
    ];
    const course = {
      slug: "contoh-kursus",
      name: "Kursus",
      description: "Kursus.",
      program: "contoh-web",
      mentor: "contoh-sari",
      level: "beginner",
      type: "online",
      state: "none",
      start: "2026-07-01",
      end: "2026-08-01",
      tips: ["Berlatih."],
      modules: [{ title: "Dasar", summary: "Dasar.", chapters }],
    };
    const courses = JSON.stringify({ id: "contoh", courses: [course] }, null, 2);
    expect(problemsOf({ "contoh.json": FIXTURE, "contoh.courses.json": courses })).toEqual([
      "contoh.courses.json:28:24: Chapter slug 'tag' is already used at /courses/0/modules/0/chapters/0/title; each must be unique" +
        " (at /courses/0/modules/0/chapters/1/title)",
    ]);
  });
});

describe("seeding with a broken content file", () => {
  it("skips that brand with a logged, located error, keeps what was stored for it, and seeds the others", async () => {
    const dir = copyContent();
    const dataDir = mkdtempSync(join(tmpdir(), "content-data-"));
    scratch.push(dataDir);
    const first = await openPlatformDb({ dataDir }, sites, { contentDir: dir, log: (message) => expect.fail(message) });
    const pesilat = await rowsOf(first, "pesilat");
    const arunika = await rowsOf(first, "arunika");
    await first.close();

    // Broken: a class of an unknown program, and a post that would replace every stored body.
    const text = readFileSync(join(dir, "pesilat.json"), "utf8");
    const broken = text.replace('"program": "pesilat-sport-tech"', '"program": "pesilat-tidak-ada"').replace(/"intro": "[^"]*"/g, '"intro": "diganti"');
    writeFileSync(join(dir, "pesilat.json"), broken);
    const logged: string[] = [];
    const second = await openPlatformDb({ dataDir }, sites, { contentDir: dir, log: (message) => logged.push(message) });
    const expected = "Unknown program 'pesilat-tidak-ada'; expected one of 'pesilat-silat-karakter', 'pesilat-atlet-digital', 'pesilat-sport-tech'";
    expect(logged).toEqual([`invalid content file skipped: ${join(dir, "pesilat.json")}:35:18: ${expected} (at /classes/1/program)`]);
    expect(await rowsOf(second, "pesilat")).toBe(pesilat);
    expect(await rowsOf(second, "arunika")).toBe(arunika);
    await second.close();
  });

  it("rolls back only the brand whose rows the store refuses, and says so", async () => {
    const dir = copyContent();
    const dataDir = mkdtempSync(join(tmpdir(), "content-data-"));
    scratch.push(dataDir);
    const first = await openPlatformDb({ dataDir }, sites, { contentDir: dir });
    // A school registered on another site since, under the slug the next content edit gives a new pesilat school.
    await first.prepare("INSERT INTO schools (id, tenant_id, slug, name, city_id) VALUES (2000001, 'arunika', 'pesilat-smk-baru', 'SMK Baru', 1)").run();
    const pesilat = await rowsOf(first, "pesilat");
    await first.close();

    const content = JSON.parse(readFileSync(join(dir, "pesilat.json"), "utf8")) as { schools: unknown[]; studentCount: number };
    content.schools.push({ slug: "pesilat-smk-baru", name: "SMK Baru Pesilat", city: "solo" });
    content.studentCount += 5;
    writeFileSync(join(dir, "pesilat.json"), JSON.stringify(content, null, 2));
    const logged: string[] = [];
    const second = await openPlatformDb({ dataDir }, sites, { contentDir: dir, log: (message) => logged.push(message) });
    const file = join(dir, "pesilat.json");
    expect(logged).toEqual([`content of site 'pesilat' not seeded (${file}): UNIQUE constraint failed: schools.slug; what was stored for it stays`]);
    expect(await rowsOf(second, "pesilat")).toBe(pesilat);
    expect(((await second.prepare("SELECT count(*) AS n FROM students WHERE tenant_id = 'demo'").get()) as { n: number }).n).toBeGreaterThan(0);
    await second.close();
  });

  it("never takes over another site's stored rows: a brand on the id base of a removed brand is not seeded", async () => {
    const dir = copyContent();
    const dataDir = mkdtempSync(join(tmpdir(), "content-data-"));
    scratch.push(dataDir);
    await (await openPlatformDb({ dataDir }, sites, { contentDir: dir })).close();
    rmSync(join(dir, "pesilat.json"));
    rmSync(join(dir, "pesilat.courses.json"));
    writeFileSync(join(dir, "contoh.json"), FIXTURE.replace('"idBase": 70000', '"idBase": 20000'));
    const contoh = { ...sites.find((site) => site.id === "demo")!, id: "contoh", hosts: ["contoh.localhost"] };
    const logged: string[] = [];
    const db = await openPlatformDb({ dataDir }, [...sites, contoh], { contentDir: dir, log: (message) => logged.push(message) });
    const file = join(dir, "contoh.json");
    expect(logged).toEqual([`content of site 'contoh' not seeded (${file}): ids from idBase 20000 are stored for site 'pesilat'; give it an unused idBase`]);
    expect(await db.prepare("SELECT tenant_id FROM programs WHERE id = 20001").get()).toEqual({ tenant_id: "pesilat" });
    expect(await db.prepare("SELECT count(*) AS n FROM programs WHERE tenant_id = 'contoh'").get()).toEqual({ n: 0 });
    await db.close();
  });

  it("seeds no brand content while a shared file is broken, and says why", async () => {
    const dir = copyContent();
    writeFileSync(join(dir, "shared", "names.json"), '{ "givenNames": [], "familyNames": ["Putra"] }');
    const dataDir = mkdtempSync(join(tmpdir(), "content-data-"));
    scratch.push(dataDir);
    const logged: string[] = [];
    const db = await openPlatformDb({ dataDir }, sites, { contentDir: dir, log: (message) => logged.push(message) });
    expect(logged).toEqual([
      `invalid content file skipped: ${join(dir, "shared", "names.json")}:1:17: 'givenNames' must NOT have fewer than 1 items, found an array (at /givenNames)`,
      "no brand content seeded: the shared content files (tenants/content/shared/) are missing or invalid",
    ]);
    expect(await db.prepare("SELECT count(*) AS n FROM classes").get()).toEqual({ n: 0 });
    expect(await db.prepare("SELECT count(*) AS n FROM tenants").get()).toEqual({ n: 7 });
    await db.close();
  });
});
