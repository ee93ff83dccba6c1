import { defineBlockContract } from "../../engine/index.js";
import { textMediaLcpImage } from "./textMediaImage.js";
import { textMediaSchema } from "./textMediaSchema.js";

/** A section of text beside an image, the image on either side. */
export const textMediaContract = defineBlockContract({
  type: "text-media",
  interactive: false,
  heading: "always",
  slots: {},
  description:
    "A section heading with paragraphs, bullets and up to two actions beside an image; `reverse` puts the image on the left (text always first on phones).",
  propsSchema: textMediaSchema,
  lcpImage: textMediaLcpImage,
  example: {
    props: {
      eyebrow: "Tentang Kami",
      title: "Belajar teknologi tanpa harus pindah kota",
      paragraphs: ["Kami membuka kelas daring dan luring bersama sekolah dan kampus mitra di berbagai provinsi."],
      bullets: ["Kelas malam untuk pekerja", "Beasiswa untuk siswa berprestasi"],
      image: "cover/belajar-tanpa-pindah-kota.svg",
      imageAlt: "Peserta belajar bersama mentor",
      reverse: true,
      actions: [{ label: "Lihat kelas", to: "/Class" }],
    },
  },
});
