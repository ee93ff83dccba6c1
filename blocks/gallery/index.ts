import { defineBlock } from "../../engine/render/BlockDefinition.js";
import { Gallery, type GalleryProps } from "./Gallery.js";
import { gallerySchema } from "./gallerySchema.js";

/** Photo galleries from `v1/post/gallery/list`, each a responsive photo grid, paginated. */
export const galleryBlock = defineBlock<GalleryProps>({
  type: "gallery",
  description: "Photo galleries (title, date, caption) with their photos in a responsive grid, paginated by a query-string page.",
  propsSchema: gallerySchema,
  slots: { galleries: { envelope: "paginated", required: true } },
  example: {
    props: { eyebrow: "Galeri", title: "Dokumentasi kegiatan" },
    data: { galleries: { source: "post.gallery.list", params: { page: { query: "page", default: 1 } } } },
  },
  component: Gallery,
});
