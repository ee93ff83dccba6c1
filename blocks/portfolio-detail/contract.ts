import { defineBlockContract } from "../../engine/index.js";
import { portfolioDetailSchema } from "./portfolioDetailSchema.js";

/** One static portfolio entry (blocks/shared/portfolio/entries.json) on `/Portfolio/{type?}/{title?}`. */
export const portfolioDetailContract = defineBlockContract({
  type: "portfolio-detail",
  interactive: false,
  heading: "always",
  slots: {},
  description:
    "A static portfolio entry read from the route's `type` and `title` segments: every field, the HTML description sanitized, batches, photos, images and the video as a linked thumbnail; an unknown entry shows a not-found message. Without a `title` segment it shows the portfolio heading with kind filters.",
  propsSchema: portfolioDetailSchema,
  example: {
    props: {
      eyebrow: "Portofolio",
      title: "Program yang telah kami jalankan",
      subtitle: "Pelatihan bersama perusahaan dan instansi pemerintah di berbagai daerah.",
    },
  },
});
