/**
 * Rows of the remote table service (PostgREST): a read or a `return=representation` create answers
 * these. A read's `select` may narrow the columns, so only what every answer holds is required.
 */
export const bookReviewRecordSchema = {
  $id: "record.bookReview",
  type: "object",
  required: ["id", "name", "rating", "review", "created_at"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    rating: { type: "integer", minimum: 1, maximum: 5 },
    review: { type: "string" },
    created_at: { type: "string" },
  },
} as const;

export const aspirationRecordSchema = {
  $id: "record.aspiration",
  type: "object",
  required: ["id", "name", "city", "aspiration", "created_at"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    city: { type: ["string", "null"] },
    aspiration: { type: "string" },
    created_at: { type: "string" },
  },
} as const;

const discScore = { type: "integer", minimum: 0 } as const;
export const discResultRecordSchema = {
  $id: "record.discResult",
  type: "object",
  required: ["id", "name", "d", "i", "s", "c", "dominant", "created_at"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    d: discScore,
    i: discScore,
    s: discScore,
    c: discScore,
    dominant: { enum: ["D", "I", "S", "C"] },
    created_at: { type: "string" },
  },
} as const;

export const testimonyRecordSchema = {
  $id: "record.testimony",
  type: "object",
  required: ["id", "name", "role", "message", "rating", "created_at"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    role: { type: ["string", "null"] },
    message: { type: "string" },
    rating: { type: ["integer", "null"] },
    created_at: { type: "string" },
  },
} as const;

/** A read sees amounts and dates only (`select=amount` in the catalogue); a create answers the whole row. */
export const donationRecordSchema = {
  $id: "record.donation",
  type: "object",
  required: ["amount"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    amount: { type: "integer", minimum: 1 },
    message: { type: ["string", "null"] },
    /** 0 or 1, as the table stores it. */
    anonymous: { enum: [0, 1] },
    created_at: { type: "string" },
  },
} as const;
