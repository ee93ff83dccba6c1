import { defineBlockContract } from "../../engine/index.js";
import { heroLcpImage } from "./heroImage.js";
import { heroSchema } from "./heroSchema.js";

/** The opening banner of a page: title, lead, up to two actions and an optional picture. */
export const heroContract = defineBlockContract({
  type: "hero",
  interactive: false,
  heading: "always",
  slots: {},
  description: "Opening banner with a title, lead text, highlights, up to two actions and an optional image.",
  propsSchema: heroSchema,
  lcpImage: heroLcpImage,
  example: {
    props: {
      eyebrow: "Bootcamp Teknologi",
      title: "Belajar langsung dari praktisi industri",
      subtitle: "Kelas daring dan luring dengan mentor berpengalaman.",
      tone: "brand",
      actions: [{ label: "Lihat Kelas", to: "/Class" }],
    },
  },
});
