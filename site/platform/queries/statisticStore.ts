import type { PlatformDb } from "../db/PlatformDb.js";
import { chartFromCounts, monthChart, type Chart } from "./chartSeries.js";

export const CHART_TYPES = ["students", "registrar", "schools", "classes"] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export type { Chart } from "./chartSeries.js";

// Indonesian names of the class states, as the class badges say them (Akan Datang … Segera Dimulai).
const CLASS_STATE_LABELS: Record<string, string> = {
  comingSoon: "Akan Datang",
  onRegistration: "Pendaftaran Dibuka",
  started: "Sedang Berlangsung",
  ended: "Telah Selesai",
  none: "Segera Dimulai",
};
const CLASS_STATE_ORDER = ["comingSoon", "onRegistration", "started", "ended", "none"];

type Bind = { tenant: string };

// Registrations of every kind, by the time they were made: accounts, teams and schools that signed up.
const REGISTRATIONS = `
  SELECT created_at AS at, 'account' AS kind FROM users WHERE tenant_id = @tenant AND kind = 4
  UNION ALL SELECT created_at, 'team' FROM teams WHERE tenant_id = @tenant
  UNION ALL SELECT registered_at, 'school' FROM schools WHERE tenant_id = @tenant AND registered_at IS NOT NULL`;

// Students of a batch: enrolled in a class of the batch's program that starts within the batch's period.
const BATCH_STUDENTS = `
  SELECT count(DISTINCT e.student_id) FROM enrollments e JOIN classes c ON c.id = e.class_id
  WHERE c.program_id = b.program_id AND c.start_date BETWEEN b.start_date AND b.end_date`;

/** The four charts, each a query over stored rows grouped by month, province or class state. */
function createCharts(db: PlatformDb): Record<ChartType, (tenant: string) => Promise<Chart>> {
  const counts = (sql: string) => db.prepare<[Bind], { key: string; n: number }>(sql);
  const studentMonths = counts(`
    SELECT substr(first, 1, 7) AS key, count(*) AS n FROM (
      SELECT e.student_id, min(e.enrolled_at) AS first FROM enrollments e JOIN students st ON st.id = e.student_id
      WHERE st.tenant_id = @tenant GROUP BY e.student_id) AS firsts
    GROUP BY key ORDER BY key`);
  // Registrations per month by kind: class enrolments plus the accounts, teams and schools that signed up.
  const registrarMonths = db.prepare<[Bind], { key: string; kind: string; n: number }>(`
    SELECT substr(at, 1, 7) AS key, kind, count(*) AS n FROM (
      SELECT e.enrolled_at AS at, 'enrollment' AS kind FROM enrollments e JOIN students st ON st.id = e.student_id WHERE st.tenant_id = @tenant
      UNION ALL ${REGISTRATIONS}) AS registrations
    GROUP BY key, kind ORDER BY key`);
  const schoolProvinces = counts(`
    SELECT p.name AS key, count(*) AS n FROM schools s JOIN cities c ON c.id = s.city_id JOIN provinces p ON p.id = c.province_id
    WHERE s.tenant_id = @tenant GROUP BY p.id ORDER BY n DESC, p.name`);
  const classStates = counts("SELECT state AS key, count(*) AS n FROM class_states WHERE tenant_id = @tenant GROUP BY state");

  return {
    students: async (tenant) =>
      monthChart(
        "students",
        "Siswa baru per bulan",
        [{ key: "students", label: "Siswa baru" }],
        (await studentMonths.all({ tenant })).map((row) => ({ ...row, kind: "students" })),
      ),
    registrar: async (tenant) =>
      monthChart(
        "registrar",
        "Pendaftaran per bulan",
        [
          { key: "enrollment", label: "Pendaftaran kelas" },
          { key: "account", label: "Akun" },
          { key: "team", label: "Tim" },
          { key: "school", label: "Sekolah" },
        ],
        await registrarMonths.all({ tenant }),
      ),
    schools: async (tenant) =>
      chartFromCounts(
        "schools",
        "Sekolah per provinsi",
        { key: "schools", label: "Sekolah" },
        (await schoolProvinces.all({ tenant })).map((row) => ({ key: row.key, label: row.key, n: row.n })),
      ),
    classes: async (tenant) => {
      const byKey = new Map((await classStates.all({ tenant })).map((row) => [row.key, row.n]));
      const rows = CLASS_STATE_ORDER.map((key) => ({ key, label: CLASS_STATE_LABELS[key] ?? key, n: byKey.get(key) ?? 0 }));
      return chartFromCounts("classes", "Kelas menurut status", { key: "classes", label: "Kelas" }, rows);
    },
  };
}

/** Batches still running, with the students enrolled in their period, and one batch's schools. */
function createBatchQueries(db: PlatformDb) {
  const active = db.prepare<[Bind], Record<string, string | number>>(`
    SELECT b.id, b.name, b.status, b.start_date AS "startDate", b.end_date AS "endDate", b.quota, p.name AS "programName",
      (${BATCH_STUDENTS}) AS students
    FROM batches b JOIN programs p ON p.id = b.program_id
    WHERE b.tenant_id = @tenant AND b.status != 'finished' ORDER BY b.start_date, b.id`);
  const byId = db.prepare<[{ tenant: string; id: number }], Record<string, string | number>>(`
    SELECT b.id, b.name, b.status, b.start_date AS "startDate", b.end_date AS "endDate", b.quota, p.name AS "programName",
      (${BATCH_STUDENTS}) AS students
    FROM batches b JOIN programs p ON p.id = b.program_id
    WHERE b.tenant_id = @tenant AND b.id = @id AND b.status != 'finished'`);
  const schools = db.prepare<[{ id: number }], { schoolId: number; school: string; students: number }>(`
    SELECT s.id AS "schoolId", s.name AS school, count(DISTINCT st.id) AS students
    FROM batches b JOIN classes c ON c.program_id = b.program_id AND c.start_date BETWEEN b.start_date AND b.end_date
    JOIN enrollments e ON e.class_id = c.id JOIN students st ON st.id = e.student_id JOIN schools s ON s.id = st.school_id
    WHERE b.id = @id GROUP BY s.id ORDER BY students DESC, s.name`);

  return { active, byId, schools };
}

/** The tenant's single figures, each one count query. */
function createCounts(db: PlatformDb) {
  const n = (sql: string) => {
    const statement = db.prepare<[Bind], { n: number }>(sql);
    return async (tenant: string) => (await statement.get({ tenant }))?.n ?? 0;
  };
  return {
    students: n("SELECT count(*) AS n FROM students WHERE tenant_id = @tenant"),
    alumni: n(
      `SELECT count(DISTINCT e.student_id) AS n FROM enrollments e JOIN class_states c ON c.id = e.class_id WHERE c.tenant_id = @tenant AND c.state = 'ended'`,
    ),
    schools: n("SELECT count(*) AS n FROM schools WHERE tenant_id = @tenant"),
    cities: n("SELECT count(DISTINCT city_id) AS n FROM schools WHERE tenant_id = @tenant"),
    provinces: n("SELECT count(DISTINCT c.province_id) AS n FROM schools s JOIN cities c ON c.id = s.city_id WHERE s.tenant_id = @tenant"),
    programs: n("SELECT count(*) AS n FROM programs WHERE tenant_id = @tenant"),
    mentors: n("SELECT count(*) AS n FROM mentors WHERE tenant_id = @tenant"),
    classes: n("SELECT count(*) AS n FROM classes WHERE tenant_id = @tenant"),
    teams: n("SELECT count(*) AS n FROM teams WHERE tenant_id = @tenant"),
    registrations: n(`SELECT count(*) AS n FROM (${REGISTRATIONS}) AS registrations`),
    events: n("SELECT count(*) AS n FROM statistics_events WHERE tenant_id = @tenant"),
  };
}

/** Classes by badge state and registrations by kind, every state and kind present (0 when none). */
function createBreakdowns(db: PlatformDb) {
  const byState = db.prepare<[Bind], { state: string; n: number }>("SELECT state, count(*) AS n FROM class_states WHERE tenant_id = @tenant GROUP BY state");
  const registrationsByKind = db.prepare<[Bind], { kind: string; n: number }>(
    `SELECT kind, count(*) AS n FROM (${REGISTRATIONS}) AS registrations GROUP BY kind`,
  );
  return {
    states: async (tenant: string) => {
      const result: Record<string, number> = { comingSoon: 0, onRegistration: 0, started: 0, ended: 0, none: 0 };
      for (const row of await byState.all({ tenant })) result[row.state] = row.n;
      return result;
    },
    registrationKinds: async (tenant: string) => {
      const kinds: Record<string, number> = { account: 0, team: 0, school: 0 };
      for (const row of await registrationsByKind.all({ tenant })) kinds[row.kind] = row.n;
      return kinds;
    },
  };
}

/** Figures per province, and the provinces ranked by their students' scores with their three best schools. */
function createProvinceQueries(db: PlatformDb) {
  const perProvince = db.prepare<[Bind], { provinceId: number; province: string; schools: number; students: number; alumni: number }>(`
    SELECT p.id AS "provinceId", p.name AS province, count(DISTINCT s.id) AS schools, count(DISTINCT st.id) AS students,
      count(DISTINCT CASE WHEN cs.state = 'ended' THEN st.id END) AS alumni
    FROM schools s JOIN cities c ON c.id = s.city_id JOIN provinces p ON p.id = c.province_id
    LEFT JOIN students st ON st.school_id = s.id
    LEFT JOIN enrollments e ON e.student_id = st.id LEFT JOIN class_states cs ON cs.id = e.class_id
    WHERE s.tenant_id = @tenant GROUP BY p.id ORDER BY students DESC, p.name`);
  const provinceScores = db.prepare<[Bind], { provinceId: number; province: string; totalPoints: number; averagePoints: number; scoredStudents: number }>(`
    SELECT p.id AS "provinceId", p.name AS province, sum(sc.points) AS "totalPoints", round(avg(sc.points), 1) AS "averagePoints",
      count(DISTINCT sc.student_id) AS "scoredStudents"
    FROM scores sc JOIN students st ON st.id = sc.student_id JOIN schools s ON s.id = st.school_id
    JOIN cities c ON c.id = s.city_id JOIN provinces p ON p.id = c.province_id
    WHERE st.tenant_id = @tenant GROUP BY p.id ORDER BY "totalPoints" DESC, p.name`);
  const schoolScores = db.prepare<[Bind], { provinceId: number; schoolId: number; school: string; city: string; totalPoints: number }>(`
    SELECT c.province_id AS "provinceId", s.id AS "schoolId", s.name AS school, c.name AS city, sum(sc.points) AS "totalPoints"
    FROM scores sc JOIN students st ON st.id = sc.student_id JOIN schools s ON s.id = st.school_id JOIN cities c ON c.id = s.city_id
    WHERE st.tenant_id = @tenant GROUP BY s.id, c.id ORDER BY "totalPoints" DESC, s.name`);
  return {
    provinces: (tenant: string) => perProvince.all({ tenant }),
    leaderboard: async (tenant: string, limit: number) => {
      const tops = await schoolScores.all({ tenant });
      return (await provinceScores.all({ tenant })).slice(0, limit).map((row, index) => ({
        rank: index + 1,
        ...row,
        topSchools: tops
          .filter((school) => school.provinceId === row.provinceId)
          .slice(0, 3)
          .map(({ provinceId: _p, ...school }) => school),
      }));
    },
  };
}

/** Every statistic is a query over stored rows: a new student, school or score moves it at once. */
export function createStatisticStore(db: PlatformDb) {
  const count = createCounts(db);
  const { states, registrationKinds } = createBreakdowns(db);
  const charts = createCharts(db);
  const batches = createBatchQueries(db);
  return {
    summary: async (tenant: string) => ({
      students: await count.students(tenant),
      alumni: await count.alumni(tenant),
      schools: await count.schools(tenant),
      cities: await count.cities(tenant),
      provinces: await count.provinces(tenant),
      programs: await count.programs(tenant),
      mentors: await count.mentors(tenant),
      classes: await count.classes(tenant),
      classesByState: await states(tenant),
      teams: await count.teams(tenant),
      registrations: await count.registrations(tenant),
      events: await count.events(tenant),
    }),
    landing: async (tenant: string) => ({
      students: await count.students(tenant),
      alumni: await count.alumni(tenant),
      schools: await count.schools(tenant),
      cities: await count.cities(tenant),
      mentors: await count.mentors(tenant),
      programs: await count.programs(tenant),
      classes: await count.classes(tenant),
    }),
    counter: async (tenant: string) => ({ classes: await states(tenant), registrations: await registrationKinds(tenant), events: await count.events(tenant) }),
    ...createProvinceQueries(db),
    chart: (tenant: string, type: ChartType): Promise<Chart> => charts[type](tenant),
    activeBatches: (tenant: string) => batches.active.all({ tenant }),
    activeBatch: async (tenant: string, id: number) => {
      const row = await batches.byId.get({ tenant, id });
      return row ? { ...row, schools: await batches.schools.all({ id }) } : undefined;
    },
  };
}
