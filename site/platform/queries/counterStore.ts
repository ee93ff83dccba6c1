import { counterRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";

/** The counters `v1/statistics/counter` may be asked for: the names its record schema allows. */
export const COUNTER_NAMES = counterRecordSchema.propertyNames.enum;
export type CounterName = (typeof COUNTER_NAMES)[number];

// Students of the tenant with their school's city and the badge state of each class they are enrolled in.
const ENROLLED = `
  SELECT s.id AS student_id, s.school_id, sc.city_id, c.state
  FROM students s
  JOIN schools sc ON sc.id = s.school_id
  JOIN enrollments e ON e.student_id = s.id
  JOIN class_states c ON c.id = e.class_id AND c.tenant_id = s.tenant_id
  WHERE s.tenant_id = @tenant`;

// An alumnus finished a class (badge 'ended'); "active" means enrolled in a class that runs or takes sign-ups.
const ALUMNI = `${ENROLLED} AND c.state = 'ended'`;
const ACTIVE = `${ENROLLED} AND c.state IN ('started', 'onRegistration')`;

const COUNTER_SQL: Readonly<Record<CounterName, string>> = {
  students: "SELECT count(*) AS n FROM students WHERE tenant_id = @tenant",
  alumni: `SELECT count(DISTINCT student_id) AS n FROM (${ALUMNI}) AS alumni`,
  schools: "SELECT count(*) AS n FROM schools WHERE tenant_id = @tenant",
  schools_active: `SELECT count(DISTINCT school_id) AS n FROM (${ACTIVE}) AS active`,
  schools_alumni: `SELECT count(DISTINCT school_id) AS n FROM (${ALUMNI}) AS alumni`,
  cities: "SELECT count(DISTINCT city_id) AS n FROM schools WHERE tenant_id = @tenant",
  cities_active: `SELECT count(DISTINCT city_id) AS n FROM (${ACTIVE}) AS active`,
  cities_alumni: `SELECT count(DISTINCT city_id) AS n FROM (${ALUMNI}) AS alumni`,
  mentors: "SELECT count(*) AS n FROM mentors WHERE tenant_id = @tenant",
  programs: "SELECT count(*) AS n FROM programs WHERE tenant_id = @tenant",
};

export type Counters = Partial<Record<CounterName, number>>;

export interface CounterStore {
  count(tenantId: string, names: readonly CounterName[]): Promise<Counters>;
}

export function createCounterStore(db: PlatformDb): CounterStore {
  const statements = new Map(COUNTER_NAMES.map((name) => [name, db.prepare<[{ tenant: string }], { n: number }>(COUNTER_SQL[name])] as const));
  // One read transaction: every counter of a response sees the same snapshot.
  const countAll = db.transaction(async (tenantId: string, names: readonly CounterName[]): Promise<Counters> => {
    const result: Counters = {};
    for (const name of names) result[name] = (await statements.get(name)?.get({ tenant: tenantId }))?.n ?? 0;
    return result;
  });
  return { count: (tenantId, names) => countAll(tenantId, names) };
}
