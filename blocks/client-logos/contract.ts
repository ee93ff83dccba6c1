import { defineBlockContract } from "../../engine/index.js";
import { clientLogosSchema } from "./clientLogosSchema.js";

/** Client and partner logos from the layout, in a grid. */
export const clientLogosContract = defineBlockContract({
  type: "client-logos",
  interactive: false,
  heading: "title",
  slots: {},
  description: "A responsive grid of client or partner logos (name, logo image, optional caption and link).",
  propsSchema: clientLogosSchema,
  example: {
    props: {
      eyebrow: "Klien Kami",
      title: "Dipercaya sekolah, kampus dan perusahaan",
      clients: [
        { name: "PT Sinar Data Nusantara", logo: "avatar/sinar-data-nusantara.svg", caption: "Teknologi finansial" },
        { name: "Dinas Pendidikan Kota Harapan", logo: "avatar/disdik-kota-harapan.svg", caption: "Pemerintah daerah" },
        { name: "Politeknik Teknologi Samudra", logo: "avatar/poltek-samudra.svg", caption: "Perguruan tinggi", href: "/Campus" },
        { name: "Koperasi Digital Mandiri", logo: "avatar/koperasi-digital-mandiri.svg" },
      ],
    },
  },
});
