/** Accounts, teams and school registrations: what sign-up and registration calls answer. */
export const userRecordSchema = {
  $id: "record.user",
  type: "object",
  required: ["id", "tenantId", "email", "name", "phone", "kind", "role", "schoolId", "schoolName", "createdAt"],
  properties: {
    id: { type: "integer" },
    tenantId: { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    phone: { type: ["string", "null"] },
    kind: { type: "integer", minimum: 0, maximum: 9 },
    /** The role of the kind (0 superadmin … 9 lead_region; none for other numbers). */
    role: { type: "string" },
    schoolId: { type: ["integer", "null"] },
    schoolName: { type: ["string", "null"] },
    createdAt: { type: "string" },
  },
} as const;

/** `generate/token` (account host): a visitor's access token and who it is. */
export const accessTokenRecordSchema = {
  $id: "record.accessToken",
  type: "object",
  required: ["token", "expiresAt", "user"],
  properties: { token: { type: "string" }, expiresAt: { type: "string" }, user: userRecordSchema },
} as const;

/** `v1/team/register`: the registered team. */
export const teamRecordSchema = {
  $id: "record.team",
  type: "object",
  required: ["id", "teamName", "school"],
  properties: { id: { type: "integer" }, teamName: { type: "string" }, school: { type: "string" } },
} as const;

/** `v1/school/register`: the school and its registration. */
export const schoolRegistrationRecordSchema = {
  $id: "record.schoolRegistration",
  type: "object",
  required: ["id", "registrationId", "name", "npsn", "city"],
  properties: {
    id: { type: "integer" },
    registrationId: { type: "integer" },
    name: { type: "string" },
    npsn: { type: ["string", "null"] },
    city: { type: "string" },
  },
} as const;

/** What a write that stores one thing answers: the new id. */
export const createdRecordSchema = {
  $id: "record.created",
  type: "object",
  required: ["id"],
  properties: { id: { type: "integer" } },
} as const;

/** `v1/upload` (drive host): the stored file. */
export const uploadRecordSchema = {
  $id: "record.upload",
  type: "object",
  required: ["id", "fileName", "contentType", "size", "sha256"],
  properties: {
    id: { type: "string" },
    fileName: { type: "string" },
    contentType: { type: "string" },
    size: { type: "integer", minimum: 0 },
    sha256: { type: "string" },
    /** Where the drive serves the bytes (the embedded drive: its own v1/file/{id}). */
    url: { type: "string" },
  },
} as const;

/** `v1/notify` (mailer host): the queued message. */
export const notificationRecordSchema = {
  $id: "record.notification",
  type: "object",
  required: ["id", "status"],
  properties: { id: { type: "integer" }, status: { type: "string" } },
} as const;
