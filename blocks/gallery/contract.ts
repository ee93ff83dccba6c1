import { defineBlockContract } from "../../engine/index.js";
import { galleryRecord } from "./galleryRecord.js";
import { gallerySchema } from "./gallerySchema.js";

/** Photo galleries from `v1/post/gallery/list`, each a responsive photo grid, paginated. */
export const galleryContract = defineBlockContract({
  type: "gallery",
  interactive: false,
  heading: "title",
  slots: { galleries: { envelope: "paginated", required: true, record: galleryRecord } },
  description: "Photo galleries (title, date, caption) with their photos in a responsive grid, paginated by a query-string page.",
  propsSchema: gallerySchema,
  example: {
    props: { eyebrow: "Galeri", title: "Dokumentasi kegiatan" },
    data: { galleries: { source: "post.gallery.list", params: { page: { query: "page", default: 1 } } } },
  },
});
