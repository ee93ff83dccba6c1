import { headingProps } from "../shared/headingSchema.js";
import { linkSchema } from "../shared/linkSchema.js";

export const pricingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["plans"],
  properties: {
    ...headingProps,
    plans: {
      description: "The plans, side by side (1 to 4).",
      type: "array",
      minItems: 1,
      maxItems: 4,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "features", "cta"],
        properties: {
          name: { description: "The plan's name.", type: "string", minLength: 1, maxLength: 60 },
          price: {
            description: 'In rupiah, whole; 0 reads "Gratis". Leave it out for a plan priced on request (see `priceLabel`).',
            type: "integer",
            minimum: 0,
            maximum: 10_000_000_000,
          },
          priceLabel: { description: 'Shown instead of a price, e.g. "Hubungi kami".', type: "string", maxLength: 40 },
          period: { description: 'Said after the price, e.g. "per siswa / bulan".', type: "string", maxLength: 40 },
          description: { description: "One or two sentences about the plan.", type: "string", maxLength: 200 },
          features: {
            description: "What the plan includes, one line each (at most 12).",
            type: "array",
            maxItems: 12,
            items: { type: "string", minLength: 1, maxLength: 120 },
          },
          highlighted: { description: "Stand the plan out with the brand colour. Defaults to false.", type: "boolean", default: false },
          badge: { description: 'A ribbon on the plan, e.g. "Paling diminati".', type: "string", maxLength: 30 },
          cta: { ...linkSchema, description: "The plan's button." },
        },
      },
    },
    note: { description: 'Small print under the plans, e.g. "Harga belum termasuk PPN 11%".', type: "string", maxLength: 300 },
  },
} as const;
