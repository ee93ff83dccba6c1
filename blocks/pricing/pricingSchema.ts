import { headingProps } from "../shared/headingSchema.js";
import { linkSchema } from "../shared/LinkButton.js";

export const pricingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["plans"],
  properties: {
    ...headingProps,
    plans: {
      type: "array",
      minItems: 1,
      maxItems: 4,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "features", "cta"],
        properties: {
          name: { type: "string", minLength: 1, maxLength: 60 },
          /** In rupiah, whole; 0 reads "Gratis". Leave it out for a plan priced on request (see `priceLabel`). */
          price: { type: "integer", minimum: 0, maximum: 10_000_000_000 },
          /** Shown instead of a price, e.g. "Hubungi kami". */
          priceLabel: { type: "string", maxLength: 40 },
          /** e.g. "per siswa / bulan". */
          period: { type: "string", maxLength: 40 },
          description: { type: "string", maxLength: 200 },
          features: { type: "array", maxItems: 12, items: { type: "string", minLength: 1, maxLength: 120 } },
          highlighted: { type: "boolean", default: false },
          /** A ribbon on the plan, e.g. "Paling diminati". */
          badge: { type: "string", maxLength: 30 },
          cta: linkSchema,
        },
      },
    },
    /** Small print under the plans, e.g. "Harga belum termasuk PPN 11%". */
    note: { type: "string", maxLength: 300 },
  },
} as const;
