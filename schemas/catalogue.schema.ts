/** Schema of the API catalogue (`catalogue.json`): one entry per call the site makes. */
import { hostRoles } from "./catalogue/hostRoles.js";
import { recordNames } from "./records/index.js";

export const catalogueParamSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "in", "type"],
  properties: {
    name: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_.]*$" },
    /** What the parameter means; the layout schema shows it in editors (a generic sentence otherwise). */
    description: { type: "string" },
    in: { enum: ["query", "path", "body"] },
    type: { enum: ["integer", "string", "boolean", "integer-list"] },
    required: { type: "boolean" },
    minimum: { type: "integer" },
    maximum: { type: "integer" },
    minLength: { type: "integer", minimum: 0 },
    maxLength: { type: "integer", minimum: 1 },
    enum: { type: "array", items: { type: "string" }, minItems: 1 },
    pattern: { type: "string" },
    format: { enum: ["email", "date", "uri"] },
  },
} as const;

export const catalogueEntrySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "host", "method", "path", "params", "envelope", "record", "auth", "success"],
  properties: {
    id: { type: "string", pattern: "^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+$" },
    description: { type: "string" },
    host: { enum: hostRoles },
    method: { enum: ["GET", "POST", "PUT", "DELETE"] },
    /** Relative to the host's base URL; `{name}` marks a path parameter. */
    path: { type: "string", pattern: "^[^/].*$" },
    params: { type: "array", items: catalogueParamSchema },
    /** Rules over several parameters (schemas/catalogue/entryChecks.ts), run in the browser and the platform. */
    checks: { type: "array", items: { enum: ["appointmentSlot", "schoolChoice"] }, uniqueItems: true },
    /** Parameters of which at least one must be given (post.detail: `id` or `slug`); none given, the call is not made. */
    oneOfRequired: { type: "array", items: { type: "string" }, minItems: 2, uniqueItems: true },
    /** Name of the parameter without which no query string is sent (spec: class/active). */
    queryOnlyWith: { type: "string" },
    /** `rows`: the remote-table service's plain JSON array (PostgREST), no envelope around it. */
    envelope: { enum: ["generic", "paginated", "batch", "rows"] },
    /**
     * The shape of one record the call answers, by its name in `recordSchemas` (schemas/records): a generic
     * envelope's `data`; each item of a paginated list, of a batch envelope's `data` and of a rows array.
     * A write names what it answers (the stored row, the new id).
     */
    record: { enum: recordNames },
    /** Generic envelope only: `data` is an array of records rather than one record. */
    list: { const: true },
    auth: { enum: ["bearer", "none"] },
    /**
     * Headers the platform refuses the call without, with the catalogue's error for each: for a call that stores
     * and that a page elsewhere could otherwise make with a plain link or `<img>` (no page can add a header to
     * those), such as the spec's demo request, a GET. Every main-API client sends both already.
     */
    requiredHeaders: { type: "array", items: { enum: ["AppToken", "lmsId"] }, minItems: 1, uniqueItems: true },
    success: { type: "array", items: { type: "integer", minimum: 200, maximum: 299 }, minItems: 1 },
  },
} as const;

export const catalogueHostSchema = {
  type: "object",
  additionalProperties: false,
  required: ["env", "embeddedPath", "description"],
  properties: {
    env: { type: "string", pattern: "^[A-Z][A-Z0-9_]*$" },
    embeddedPath: { type: "string", pattern: "^/.*/$" },
    description: { type: "string" },
  },
} as const;

export const catalogueSchema = {
  $id: "catalogue",
  type: "object",
  additionalProperties: false,
  required: ["hosts", "entries"],
  properties: {
    $schema: { type: "string" },
    hosts: {
      type: "object",
      additionalProperties: false,
      required: [...hostRoles],
      properties: Object.fromEntries(hostRoles.map((role) => [role, catalogueHostSchema])) as Record<(typeof hostRoles)[number], typeof catalogueHostSchema>,
    },
    entries: { type: "array", items: catalogueEntrySchema },
  },
} as const;
