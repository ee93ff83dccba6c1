/** Career events (hiring programmes with partner companies) and their job openings. */
const careerProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  title: { type: "string" },
  organizer: { type: "string" },
  location: { type: "string" },
  summary: { type: "string" },
  cover: { type: "string" },
  startsOn: { type: "string" },
  endsOn: { type: "string" },
  publishedAt: { type: "string" },
  jobCount: { type: "integer", minimum: 0 },
} as const;
const careerRequired = ["id", "slug", "title", "organizer", "location", "summary", "cover", "startsOn", "endsOn", "publishedAt", "jobCount"] as const;

const jobProperties = {
  id: { type: "integer" },
  careerId: { type: "integer" },
  title: { type: "string" },
  company: { type: "string" },
  location: { type: "string" },
  employmentType: { type: "string" },
  salaryMin: { type: "integer", minimum: 0 },
  salaryMax: { type: "integer", minimum: 0 },
  description: { type: "string" },
  requirements: { type: "array", items: { type: "string" } },
} as const;
const jobRequired = ["id", "careerId", "title", "company", "location", "employmentType", "salaryMin", "salaryMax", "description", "requirements"] as const;

/** `v1/career/job/list`: one job opening. */
export const jobRecordSchema = {
  $id: "record.job",
  type: "object",
  required: jobRequired,
  properties: jobProperties,
} as const;

/** `v1/career/job/detail`: a job opening with the career event it belongs to. */
export const jobDetailRecordSchema = {
  $id: "record.jobDetail",
  type: "object",
  required: [...jobRequired, "career"],
  properties: {
    ...jobProperties,
    career: { type: "object", required: ["id", "slug", "title"], properties: { id: { type: "integer" }, slug: { type: "string" }, title: { type: "string" } } },
  },
} as const;

/** `v1/career/list`: one career event. */
export const careerRecordSchema = {
  $id: "record.career",
  type: "object",
  required: careerRequired,
  properties: careerProperties,
} as const;

/** `v1/career/detail`: a career event with its description (HTML) and its job openings. */
export const careerDetailRecordSchema = {
  $id: "record.careerDetail",
  type: "object",
  required: [...careerRequired, "description", "jobs"],
  properties: { ...careerProperties, description: { type: "string" }, jobs: { type: "array", items: jobRecordSchema } },
} as const;
