import { defineBlockView } from "../../engine/index.js";
import type { VideoProps } from "./VideoBlock.js";

/** What the browser needs of the video block: its data slots and its code, loaded with the first page that shows it. */
export const videoView = defineBlockView<VideoProps>({
  type: "video",
  heading: "title",
  slots: {},
  load: () => import("./VideoBlock.js").then((module) => ({ component: module.VideoBlock })),
});
