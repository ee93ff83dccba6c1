/** Programs, their schools, batches and week-by-week silabus, and the mentors who teach. */
const programProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  name: { type: "string" },
  summary: { type: "string" },
  logo: { type: "string" },
  classCount: { type: "integer", minimum: 0 },
  studentCount: { type: "integer", minimum: 0 },
  schoolCount: { type: "integer", minimum: 0 },
} as const;
const programRequired = ["id", "slug", "name", "summary", "logo", "classCount", "studentCount", "schoolCount"] as const;

/** `v1/program/active` items and the `programs` list. */
export const programRecordSchema = {
  $id: "record.program",
  type: "object",
  required: programRequired,
  properties: programProperties,
} as const;

const week = {
  type: "object",
  required: ["week", "title", "description"],
  properties: { week: { type: "integer" }, title: { type: "string" }, description: { type: "string" } },
} as const;

/** `v1/program/active/detail`: a program with its classes and its silabus weeks. */
export const programDetailRecordSchema = {
  $id: "record.programDetail",
  type: "object",
  required: [...programRequired, "classes", "weeks"],
  properties: {
    ...programProperties,
    classes: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "slug", "name", "level", "type", "state", "startDate", "endDate"],
        properties: {
          id: { type: "integer" },
          slug: { type: "string" },
          name: { type: "string" },
          level: { type: "string" },
          type: { type: "string" },
          state: { enum: ["comingSoon", "onRegistration", "started", "ended", "none"] },
          startDate: { type: "string" },
          endDate: { type: "string" },
        },
      },
    },
    weeks: { type: "array", items: week },
  },
} as const;

/** `v1/program/schools`: a school taking part in a program. */
export const programSchoolRecordSchema = {
  $id: "record.programSchool",
  type: "object",
  required: ["id", "name", "slug", "cityId", "city", "province", "joinedOn", "studentCount"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    slug: { type: "string" },
    cityId: { type: "integer" },
    city: { type: "string" },
    province: { type: "string" },
    joinedOn: { type: "string" },
    studentCount: { type: "integer", minimum: 0 },
  },
} as const;

/** `batch/active` (services host, batch envelope): a batch (cohort) of a program. */
export const batchRecordSchema = {
  $id: "record.batch",
  type: "object",
  required: ["id", "name", "status", "startDate", "endDate", "quota", "programId", "programName"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    status: { type: "string" },
    startDate: { type: "string" },
    endDate: { type: "string" },
    quota: { type: "integer", minimum: 0 },
    programId: { type: "integer" },
    programName: { type: "string" },
  },
} as const;

/** `silabus/{programId}`: a program's syllabus, week by week. */
export const programSilabusRecordSchema = {
  $id: "record.programSilabus",
  type: "object",
  required: ["programId", "name", "slug", "weeks"],
  properties: {
    programId: { type: "integer" },
    name: { type: "string" },
    slug: { type: "string" },
    weeks: { type: "array", items: week },
  },
} as const;

/** `active/mentors`: a mentor teaching at least one active class. */
export const mentorRecordSchema = {
  $id: "record.mentor",
  type: "object",
  required: ["id", "slug", "name", "expertise", "avatar", "activeClassCount"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    name: { type: "string" },
    expertise: { type: "string" },
    avatar: { type: "string" },
    activeClassCount: { type: "integer", minimum: 0 },
  },
} as const;

/** `v1/school/list`: a school of the tenant, with where it is. */
export const schoolRecordSchema = {
  $id: "record.school",
  type: "object",
  required: ["id", "slug", "name", "npsn", "cityId", "city", "provinceId", "province", "studentCount"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    name: { type: "string" },
    /** Only schools registered through the site carry their NPSN. */
    npsn: { type: ["string", "null"] },
    cityId: { type: "integer" },
    city: { type: "string" },
    provinceId: { type: "integer" },
    province: { type: "string" },
    studentCount: { type: "integer", minimum: 0 },
  },
} as const;

/** `ce/extensions`: a language the code editor runs. */
export const extensionRecordSchema = {
  $id: "record.extension",
  type: "object",
  required: ["id", "slug", "name", "language", "version", "fileExtension"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    name: { type: "string" },
    language: { type: "string" },
    version: { type: "string" },
    fileExtension: { type: "string" },
  },
} as const;
