/**
 * The response envelopes of the platform (generic, paginated list and batch list, plus the remote-table service's bare rows).
 * A catalogue entry names one of them as its
 * `envelope` kind; list calls wrap the paginated list in the generic envelope's `data`.
 */
export const genericEnvelopeSchema = {
  $id: "envelope.generic",
  type: "object",
  required: ["status", "message", "data"],
  properties: {
    status: { type: "boolean" },
    message: { type: "string" },
    data: {},
  },
} as const;

export const paginatedListSchema = {
  $id: "envelope.paginatedList",
  type: "object",
  required: ["page", "perPage", "totalItems", "totalPages", "items"],
  properties: {
    page: { type: "integer", minimum: 1 },
    perPage: { type: "integer", minimum: 1 },
    totalItems: { type: "integer", minimum: 0 },
    totalPages: { type: "integer", minimum: 0 },
    items: { type: "array" },
  },
} as const;

/** Generic envelope whose `data` is a paginated list. */
export const paginatedEnvelopeSchema = {
  $id: "envelope.paginated",
  type: "object",
  required: ["status", "message", "data"],
  properties: {
    status: { type: "boolean" },
    message: { type: "string" },
    data: paginatedListSchema,
  },
} as const;

export const batchEnvelopeSchema = {
  $id: "envelope.batch",
  type: "object",
  required: ["page", "data_count", "data"],
  properties: {
    page: {
      type: "object",
      required: ["current_page", "last_page"],
      properties: { current_page: { type: "integer" }, last_page: { type: "integer" } },
    },
    data_count: {
      type: "object",
      required: ["per_page", "total_data"],
      properties: { per_page: { type: "integer" }, total_data: { type: "integer" } },
    },
    data: { type: "array" },
  },
} as const;

/** The remote-table service (PostgREST dialect) answers reads and `return=representation` creates with a bare array of rows. */
export const rowsEnvelopeSchema = {
  $id: "envelope.rows",
  type: "array",
  items: { type: "object" },
} as const;

export const envelopeSchemas = {
  generic: genericEnvelopeSchema,
  paginated: paginatedEnvelopeSchema,
  batch: batchEnvelopeSchema,
  rows: rowsEnvelopeSchema,
} as const;

export type EnvelopeKind = keyof typeof envelopeSchemas;
