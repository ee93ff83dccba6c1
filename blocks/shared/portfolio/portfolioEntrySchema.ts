import { mediaRefSchema } from "../../../schemas/mediaRef.js";

/** A portfolio entry with every field (slug, title, kind, summary, description, dates, client, links, media); the entries themselves live in `entries.json`. */
const link = { type: "string", pattern: "^(/|https?://)" } as const;
const media = mediaRefSchema;
const namedLink = {
  type: "object",
  additionalProperties: false,
  required: ["link", "name"],
  properties: { link: media, name: { type: "string", minLength: 1 } },
} as const;
const isoDate = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" } as const;

export const PORTFOLIO_KINDS = ["corporate", "government"] as const;

export const portfolioEntrySchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug", "title", "kind", "summary", "description", "date", "batchs", "clientName", "projectLink", "cover", "photos", "images", "video"],
  properties: {
    slug: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
    title: { type: "string", minLength: 1 },
    kind: { enum: PORTFOLIO_KINDS },
    summary: { type: "string", minLength: 1 },
    /** HTML; rendered through SafeHtml. */
    description: { type: "string", minLength: 1 },
    date: isoDate,
    batchs: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "date"],
        properties: { label: { type: "string", minLength: 1 }, date: isoDate },
      },
    },
    clientName: { type: "string", minLength: 1 },
    projectLink: link,
    cover: media,
    photos: { type: "array", minItems: 1, items: namedLink },
    images: { type: "array", minItems: 1, items: namedLink },
    video: {
      type: "object",
      additionalProperties: false,
      required: ["link", "thumbnail"],
      properties: { link, thumbnail: media },
    },
  },
} as const;
