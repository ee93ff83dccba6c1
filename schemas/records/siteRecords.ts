/** The tenant's own records: its settings, one setting, its app id, the authorizer's answers and the regions. */
export { settingsSchema as settingsRecordSchema } from "../settings.js";

/** `{id}/cms/app/setting/{key}`: one setting's value. */
export const settingRecordSchema = {
  $id: "record.setting",
  type: "object",
  required: ["key", "value"],
  properties: { key: { type: "string" }, value: { type: ["string", "boolean", "null"] } },
} as const;

/** `{id}/cms/app/id`: which app (tenant) a host is. */
export const appRecordSchema = {
  $id: "record.app",
  type: "object",
  required: ["id", "title", "layout", "host"],
  properties: { id: { type: "string" }, title: { type: "string" }, layout: { type: "string" }, host: { type: "string" } },
} as const;

/** `v1/authorizer/version`. */
export const versionRecordSchema = {
  $id: "record.version",
  type: "object",
  required: ["version"],
  properties: { version: { type: "string" } },
} as const;

/** `v1/authorizer/validate`: what the app token sent allows. */
export const tokenValidationRecordSchema = {
  $id: "record.tokenValidation",
  type: "object",
  required: ["valid", "clientId", "scopes", "issuedAt", "expiresAt"],
  properties: {
    valid: { type: "boolean" },
    clientId: { type: "string" },
    scopes: { type: "array", items: { type: "string" } },
    issuedAt: { type: "string" },
    expiresAt: { type: "string" },
  },
} as const;

/** `v1/authorizer/token/generate`: the token the site encrypts into its app token. */
export const appTokenRecordSchema = {
  $id: "record.appToken",
  type: "object",
  required: ["token", "code", "expiresIn"],
  properties: { token: { type: "string" }, code: { type: "string" }, expiresIn: { type: "integer", minimum: 1 } },
} as const;

/** `v1/authorizer/provinces`. */
export const provinceRecordSchema = {
  $id: "record.province",
  type: "object",
  required: ["id", "name", "cityCount"],
  properties: { id: { type: "integer" }, name: { type: "string" }, cityCount: { type: "integer", minimum: 0 } },
} as const;

/** `v1/authorizer/cities`: a city or regency of a province. */
export const cityRecordSchema = {
  $id: "record.city",
  type: "object",
  required: ["id", "name", "kind", "provinceId"],
  properties: { id: { type: "integer" }, name: { type: "string" }, kind: { enum: ["kota", "kabupaten"] }, provinceId: { type: "integer" } },
} as const;

/** `GET {token}`: the post or class a share link names, and the site path that shows it. */
export const shareLinkRecordSchema = {
  $id: "record.shareLink",
  type: "object",
  additionalProperties: false,
  required: ["token", "kind", "id", "slug", "title", "path"],
  properties: {
    token: { type: "string" },
    kind: { enum: ["post", "class"] },
    id: { type: "integer" },
    slug: { type: "string" },
    title: { type: "string" },
    /** The page of the record on this site, e.g. `/News/12/judul-berita` or `/Class/dasar-python`. */
    path: { type: "string", pattern: "^/" },
  },
} as const;
