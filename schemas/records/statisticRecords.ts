/** The services host's statistics: counters, per-province figures, chart series and active batches. */
const count = { type: "integer", minimum: 0 } as const;
const classesByState = {
  type: "object",
  required: ["comingSoon", "onRegistration", "started", "ended", "none"],
  properties: { comingSoon: count, onRegistration: count, started: count, ended: count, none: count },
} as const;

/** `v1/statistics/counter` answers only the counters it was asked for. */
export const counterRecordSchema = {
  $id: "record.counter",
  type: "object",
  additionalProperties: count,
  propertyNames: {
    enum: ["alumni", "cities", "cities_active", "cities_alumni", "schools", "schools_active", "schools_alumni", "students", "mentors", "programs"],
  },
  properties: {
    alumni: count,
    cities: count,
    cities_active: count,
    cities_alumni: count,
    schools: count,
    schools_active: count,
    schools_alumni: count,
    students: count,
    mentors: count,
    programs: count,
  },
} as const;

/** `statistics`: the tenant's figures at a glance. */
export const statisticSummaryRecordSchema = {
  $id: "record.statisticSummary",
  type: "object",
  required: ["students", "alumni", "schools", "cities", "provinces", "programs", "mentors", "classes", "classesByState", "teams", "registrations", "events"],
  properties: {
    students: count,
    alumni: count,
    schools: count,
    cities: count,
    provinces: count,
    programs: count,
    mentors: count,
    classes: count,
    classesByState,
    teams: count,
    registrations: count,
    events: count,
  },
} as const;

/** `statistic/landing/counter`: the landing page's numbers. */
export const landingCounterRecordSchema = {
  $id: "record.landingCounter",
  type: "object",
  required: ["students", "alumni", "schools", "cities", "mentors", "programs", "classes"],
  properties: { students: count, alumni: count, schools: count, cities: count, mentors: count, programs: count, classes: count },
} as const;

/** `statistic/counter`: classes by state, registrations by kind, events. */
export const statisticCounterRecordSchema = {
  $id: "record.statisticCounter",
  type: "object",
  required: ["classes", "registrations", "events"],
  properties: {
    classes: classesByState,
    registrations: { type: "object", required: ["account", "team", "school"], properties: { account: count, team: count, school: count } },
    events: count,
  },
} as const;

/** `statistic/provincies`: one province's schools, students and alumni. */
export const provinceStatisticRecordSchema = {
  $id: "record.provinceStatistic",
  type: "object",
  required: ["provinceId", "province", "schools", "students", "alumni"],
  properties: { provinceId: { type: "integer" }, province: { type: "string" }, schools: count, students: count, alumni: count },
} as const;

/** `statistic/provincies/score`: one province's rank by its students' points, with its top schools. */
export const provinceScoreRecordSchema = {
  $id: "record.provinceScore",
  type: "object",
  required: ["rank", "provinceId", "province", "totalPoints", "averagePoints", "scoredStudents", "topSchools"],
  properties: {
    rank: { type: "integer", minimum: 1 },
    provinceId: { type: "integer" },
    province: { type: "string" },
    totalPoints: { type: "number", minimum: 0 },
    averagePoints: { type: "number", minimum: 0 },
    scoredStudents: count,
    topSchools: {
      type: "array",
      items: {
        type: "object",
        required: ["schoolId", "school", "city", "totalPoints"],
        properties: { schoolId: { type: "integer" }, school: { type: "string" }, city: { type: "string" }, totalPoints: { type: "number", minimum: 0 } },
      },
    },
  },
} as const;

/** `statistic/chart/{type}` and the students/registrar charts: labelled monthly series. */
export const statisticSeriesRecordSchema = {
  $id: "record.statisticSeries",
  type: "object",
  required: ["type", "title", "keys", "labels", "series", "datasets", "total"],
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    keys: { type: "array", items: { type: "string" } },
    labels: { type: "array", items: { type: "string" } },
    series: { type: "array", items: { type: "number" } },
    datasets: {
      type: "array",
      items: {
        type: "object",
        required: ["key", "label", "values"],
        properties: { key: { type: "string" }, label: { type: "string" }, values: { type: "array", items: { type: "number" } } },
      },
    },
    total: { type: "number" },
  },
} as const;

const activeBatchProperties = {
  id: { type: "integer" },
  name: { type: "string" },
  status: { type: "string" },
  startDate: { type: "string" },
  endDate: { type: "string" },
  quota: count,
  programName: { type: "string" },
  students: count,
} as const;
const activeBatchRequired = ["id", "name", "status", "startDate", "endDate", "quota", "programName", "students"] as const;

/** `statistic/batchs/active`: a running batch with its number of students. */
export const activeBatchRecordSchema = {
  $id: "record.activeBatch",
  type: "object",
  required: activeBatchRequired,
  properties: activeBatchProperties,
} as const;

/** `statistic/batchs/active/{id}`: a running batch with its students per school. */
export const activeBatchDetailRecordSchema = {
  $id: "record.activeBatchDetail",
  type: "object",
  required: [...activeBatchRequired, "schools"],
  properties: {
    ...activeBatchProperties,
    schools: {
      type: "array",
      items: {
        type: "object",
        required: ["schoolId", "school", "students"],
        properties: { schoolId: { type: "integer" }, school: { type: "string" }, students: count },
      },
    },
  },
} as const;
