import { defineBlockView } from "../../engine/index.js";
import type { GalleryProps } from "./Gallery.js";

/** What the browser needs of the gallery block: its data slots and its code, loaded with the first page that shows it. */
export const galleryView = defineBlockView<GalleryProps>({
  type: "gallery",
  heading: "title",
  slots: { galleries: { envelope: "paginated", required: true } },
  load: () => import("./Gallery.js").then((module) => ({ component: module.Gallery })),
});
