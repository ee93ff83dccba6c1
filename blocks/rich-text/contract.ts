import { defineBlockContract } from "../../engine/index.js";
import { richTextSchema } from "./richTextSchema.js";

/** Long-form text from the layout (Privacy Policy, Terms and Conditions), sanitized, at a readable width. */
export const richTextContract = defineBlockContract({
  type: "rich-text",
  interactive: false,
  heading: "title",
  slots: {},
  description:
    "Long-form text from the layout as HTML (headings, paragraphs, lists, links), sanitized with DOMPurify, at a readable width, with an optional last-updated date.",
  propsSchema: richTextSchema,
  example: {
    props: {
      title: "Kebijakan Privasi",
      updatedOn: "2026-01-15",
      html: '<p>Kebijakan ini menjelaskan data apa yang kami kumpulkan saat Anda menggunakan situs kami.</p><h2>Data yang kami kumpulkan</h2><ul><li>Nama dan alamat email saat mendaftar.</li><li>Riwayat kelas yang Anda ikuti.</li></ul><h2>Hubungi kami</h2><p>Kirim pertanyaan ke <a href="mailto:privasi@contoh.id">privasi@contoh.id</a>.</p>',
    },
  },
});
