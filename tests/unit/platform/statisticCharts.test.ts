import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../support/insertRow.js";
import { openPlatformDb, type PlatformDb } from "../../../site/platform/index.js";
import { monthChart, monthLabel, monthRange } from "../../../site/platform/queries/chartSeries.js";
import { ORIGIN, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

const TENANT = "arunika"; // the tenant of main.localhost (ORIGIN)

/** The shape every chart call answers (catalogue: statistic.chart, statistic.students.chart, statistic.registrar.chart). */
const chartSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "title", "keys", "labels", "series", "datasets", "total"],
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    keys: { type: "array", items: { type: "string" } },
    labels: { type: "array", items: { type: "string" } },
    series: { type: "array", items: { type: "integer", minimum: 0 } },
    datasets: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["key", "label", "values"],
        properties: { key: { type: "string" }, label: { type: "string" }, values: { type: "array", items: { type: "integer", minimum: 0 } } },
      },
    },
    total: { type: "integer", minimum: 0 },
  },
} as const;
const validateChart = new Ajv({ allErrors: true }).compile(chartSchema);

interface ChartBody {
  keys: string[];
  labels: string[];
  series: number[];
  datasets: { key: string; label: string; values: number[] }[];
  total: number;
}

let platform: RunningPlatform;
let db: PlatformDb;
beforeAll(async () => {
  platform = await startPlatform();
  db = await openPlatformDb({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl });
});
afterAll(async () => {
  await db.close();
  await platform.stop();
});

async function data<T>(path: string): Promise<T> {
  const response = await platform.get(`/_platform/services/${path}`, ORIGIN);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

async function chart(path: string): Promise<ChartBody> {
  const body = await data<ChartBody>(path);
  expect(validateChart(body) ? [] : validateChart.errors).toEqual([]);
  // Every dataset has a value per point, and `series` is their sum.
  for (const set of body.datasets) expect(set.values).toHaveLength(body.keys.length);
  expect(body.series).toEqual(body.keys.map((_k, i) => body.datasets.reduce((sum, set) => sum + set.values[i]!, 0)));
  expect(body.total).toBe(body.series.reduce((a, b) => a + b, 0));
  return body;
}

const valueAt = (body: ChartBody, dataset: string, key: string) => body.datasets.find((set) => set.key === dataset)!.values[body.keys.indexOf(key)];

async function newStudent(name: string): Promise<number> {
  const school = (await db.prepare<[string], { id: number }>("SELECT id FROM schools WHERE tenant_id = ? ORDER BY id LIMIT 1").get(TENANT))!;
  return insertRow(db, "students", { tenant_id: TENANT, name, school_id: school.id });
}
const anyClass = async () => (await db.prepare<[string], { id: number }>("SELECT id FROM classes WHERE tenant_id = ? ORDER BY id LIMIT 1").get(TENANT))!.id;

describe("chart series (pure)", () => {
  it("lists every month between two months, across a year end", () => {
    expect(monthRange("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2026-03", "2026-03")).toEqual(["2026-03"]);
    expect(monthRange("2026-03", "2026-01")).toEqual([]);
  });

  it("names months in Indonesian", () => {
    expect(["2026-01", "2026-05", "2026-08", "2026-12"].map(monthLabel)).toEqual(["Jan 2026", "Mei 2026", "Agu 2026", "Des 2026"]);
    expect(monthLabel("Jawa Barat")).toBe("Jawa Barat");
  });

  it("fills months without rows with 0 and sums per dataset", () => {
    const body = monthChart(
      "t",
      "T",
      [
        { key: "a", label: "A" },
        { key: "b", label: "B" },
      ],
      [
        { key: "2026-01", kind: "a", n: 2 },
        { key: "2026-03", kind: "b", n: 5 },
        { key: "2026-03", kind: "a", n: 1 },
      ],
    );
    expect(body.keys).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(body.datasets).toEqual([
      { key: "a", label: "A", values: [2, 0, 1] },
      { key: "b", label: "B", values: [0, 0, 5] },
    ]);
    expect(body.series).toEqual([2, 0, 6]);
    expect(body.total).toBe(8);
  });

  it("is empty, not broken, without rows", () => {
    expect(monthChart("t", "T", [{ key: "a", label: "A" }], [])).toMatchObject({
      keys: [],
      labels: [],
      series: [],
      total: 0,
      datasets: [{ key: "a", values: [] }],
    });
  });
});

describe("charts are computed from stored rows", () => {
  it("the seeded students chart spans consecutive months with realistic counts", async () => {
    const body = await chart("statistic/students/chart");
    expect(body.keys.length).toBeGreaterThanOrEqual(4);
    expect(body.keys).toEqual(monthRange(body.keys[0]!, body.keys[body.keys.length - 1]!));
    expect(body.labels[0]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    expect(body.total).toBeGreaterThanOrEqual(50);
  });

  it("a student's first enrolment in a later month extends the students chart, with empty months as 0", async () => {
    const before = await chart("statistic/students/chart");
    const student = await newStudent("Siswa Grafik");
    await db.prepare("INSERT INTO enrollments (student_id, class_id, enrolled_at) VALUES (?, ?, '2027-09-14')").run(student, await anyClass());
    const after = await chart("statistic/students/chart");
    expect(after.total).toBe(before.total + 1);
    expect(after.keys[after.keys.length - 1]).toBe("2027-09");
    expect(valueAt(after, "students", "2027-09")).toBe(1);
    expect(valueAt(after, "students", "2027-08")).toBe(0);
    expect(after.labels[after.labels.length - 1]).toBe("Sep 2027");
    // The same enrolment is a class registration in the registrar chart.
    expect(valueAt(await chart("statistic/registrar/chart"), "enrollment", "2027-09")).toBe(1);
  });

  it("a team that signs up moves the registrar chart's team dataset in its month", async () => {
    const before = await chart("statistic/registrar/chart");
    const school = (await db.prepare<[string], { id: number }>("SELECT id FROM schools WHERE tenant_id = ? ORDER BY id LIMIT 1").get(TENANT))!;
    const team = { name: "Tim Grafik", leader_name: "Ketua", email: "tim@contoh.id", phone: "081200001111", route: "team" };
    await insertRow(db, "teams", { tenant_id: TENANT, ...team, school_id: school.id, created_at: "2026-02-20T10:00:00+07:00" });
    const after = await chart("statistic/registrar/chart");
    expect(after.total).toBe(before.total + 1);
    expect(valueAt(after, "team", "2026-02")).toBe((valueAt(before, "team", "2026-02") ?? 0) + 1);
  });

  it("schools per province and classes by state count stored rows", async () => {
    const schools = await chart("statistic/chart/schools");
    const city = await db
      .prepare<[], { id: number; province: string }>(
        "SELECT c.id, p.name AS province FROM cities c JOIN provinces p ON p.id = c.province_id WHERE p.name = 'Papua Pegunungan' LIMIT 1",
      )
      .get();
    expect(city, "the seed holds a city of Papua Pegunungan").toBeDefined();
    await insertRow(db, "schools", { tenant_id: TENANT, slug: "smk-grafik-uji", name: "SMK Grafik Uji", city_id: city!.id });
    const after = await chart("statistic/chart/schools");
    expect(after.total).toBe(schools.total + 1);
    expect(valueAt(after, "schools", "Papua Pegunungan")).toBe((valueAt(schools, "schools", "Papua Pegunungan") ?? 0) + 1);

    const classes = await chart("statistic/chart/classes");
    expect(classes.keys).toEqual(["comingSoon", "onRegistration", "started", "ended", "none"]);
    expect(classes.labels).toEqual(["Akan Datang", "Pendaftaran Dibuka", "Sedang Berlangsung", "Telah Selesai", "Segera Dimulai"]);
    expect(classes.total).toBe((await data<{ classes: number }>("statistics")).classes);
  });
});

describe("province statistics are computed from stored rows", () => {
  it("a new score raises its province's points and a new student its count", async () => {
    type Score = { provinceId: number; province: string; totalPoints: number; scoredStudents: number; rank: number };
    type Counts = { provinceId: number; students: number };
    const board = await data<Score[]>("statistic/provincies/score?limit=50");
    const last = board[board.length - 1]!;
    const school = (await db
      .prepare<[string, number], { id: number }>(
        "SELECT s.id FROM schools s JOIN cities c ON c.id = s.city_id WHERE s.tenant_id = ? AND c.province_id = ? LIMIT 1",
      )
      .get(TENANT, last.provinceId))!;
    const countsBefore = await data<Counts[]>("statistic/provincies");
    const student = await insertRow(db, "students", { tenant_id: TENANT, name: "Siswa Skor", school_id: school.id });
    await db.prepare("INSERT INTO scores (student_id, class_id, points) VALUES (?, ?, 100)").run(student, await anyClass());

    const after = (await data<Score[]>("statistic/provincies/score?limit=50")).find((row) => row.provinceId === last.provinceId)!;
    expect(after.totalPoints).toBe(last.totalPoints + 100);
    expect(after.scoredStudents).toBe(last.scoredStudents + 1);
    const students = (rows: Counts[]) => rows.find((row) => row.provinceId === last.provinceId)!.students;
    expect(students(await data<Counts[]>("statistic/provincies"))).toBe(students(countsBefore) + 1);
  });
});
