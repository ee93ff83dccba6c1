import { defineBlock, withSlotRecords } from "../../engine/index.js";
import { galleryRecord } from "./galleryRecord.js";
import { galleryView } from "./view.js";
import { gallerySchema } from "./gallerySchema.js";

/** Photo galleries from `v1/post/gallery/list`, each a responsive photo grid, paginated. */
export const galleryBlock = defineBlock({
  ...galleryView,
  slots: withSlotRecords(galleryView.slots, { galleries: { record: galleryRecord } }),
  description: "Photo galleries (title, date, caption) with their photos in a responsive grid, paginated by a query-string page.",
  propsSchema: gallerySchema,
  example: {
    props: { eyebrow: "Galeri", title: "Dokumentasi kegiatan" },
    data: { galleries: { source: "post.gallery.list", params: { page: { query: "page", default: 1 } } } },
  },
});
