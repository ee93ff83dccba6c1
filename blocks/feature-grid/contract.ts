import { defineBlockContract } from "../../engine/index.js";
import { featureGridSchema } from "./featureGridSchema.js";

/** Feature or service cards from the layout, in a 1–4 column grid. */
export const featureGridContract = defineBlockContract({
  type: "feature-grid",
  interactive: false,
  heading: "title",
  slots: {},
  description: "Icon-less cards (optional tag, title, text, optional link) in a grid of 1–4 columns; one column on phones.",
  propsSchema: featureGridSchema,
  example: {
    props: {
      eyebrow: "Layanan",
      title: "Yang kami sediakan",
      columns: 3,
      items: [
        { title: "Kurikulum siap industri", text: "Materi disusun bersama praktisi dan diperbarui setiap semester." },
        { title: "Mentor berpengalaman", text: "Setiap kelas didampingi mentor yang bekerja di bidangnya." },
        { title: "Proyek nyata", text: "Peserta membangun aplikasi untuk kebutuhan mitra kami.", link: { label: "Lihat portofolio", to: "/Portfolio" } },
      ],
    },
  },
});
