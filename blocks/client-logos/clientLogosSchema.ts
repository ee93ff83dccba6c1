import { headingProps } from "../shared/headingSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

export const clientLogosSchema = {
  type: "object",
  additionalProperties: false,
  required: ["clients"],
  properties: {
    ...headingProps,
    clients: {
      description: "The clients shown, in order (1 to 24).",
      type: "array",
      minItems: 1,
      maxItems: 24,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "logo"],
        properties: {
          name: { description: "The client's name, also the logo's alternative text.", type: "string", minLength: 1, maxLength: 80 },
          logo: {
            ...mediaRefSchema,
            description: "The logo image: a media path relative to the media base (e.g. `cover/kelas.svg`), a site path or an absolute http(s) URL.",
          },
          href: { description: "The client's site or a case study on this site.", type: "string", maxLength: 300, pattern: "^(/|https?://)" },
          caption: { description: "A few words under the logo, e.g. the sector.", type: "string", maxLength: 60 },
        },
      },
    },
    columns: { description: "Logos a row on desktop; phones show two, tablets three.", enum: [3, 4, 5, 6], default: 4 },
  },
} as const;
