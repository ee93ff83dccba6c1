import { backLinkSchema } from "../shared/backLinkSchema.js";

export const careerDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back to the career list above the detail." },
    jobsTitle: { description: "Heading of the list of job openings of the career event.", type: "string", maxLength: 80, default: "Lowongan yang tersedia" },
    apply: { ...backLinkSchema, description: "The apply button under the openings." },
  },
} as const;
