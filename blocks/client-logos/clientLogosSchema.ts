import { headingProps } from "../shared/headingSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

export const clientLogosSchema = {
  type: "object",
  additionalProperties: false,
  required: ["clients"],
  properties: {
    ...headingProps,
    clients: {
      type: "array",
      minItems: 1,
      maxItems: 24,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "logo"],
        properties: {
          name: { type: "string", minLength: 1, maxLength: 80 },
          logo: mediaRefSchema,
          /** The client's site or a case study on this site. */
          href: { type: "string", maxLength: 300, pattern: "^(/|https?://)" },
          /** A few words under the logo, e.g. the sector. */
          caption: { type: "string", maxLength: 60 },
        },
      },
    },
    /** Logos a row on desktop; phones show two, tablets three. */
    columns: { enum: [3, 4, 5, 6], default: 4 },
  },
} as const;
