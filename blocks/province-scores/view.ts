import { defineBlockView } from "../../engine/index.js";
import type { ProvinceScoresProps } from "./ProvinceScores.js";

/** What the browser needs of the province-scores block: its data slots and its code, loaded with the first page that shows it. */
export const provinceScoresView = defineBlockView<ProvinceScoresProps>({
  type: "province-scores",
  heading: "title",
  slots: { provinces: { envelope: "generic" }, scores: { envelope: "generic" } },
  load: () => import("./ProvinceScores.js").then((module) => ({ component: module.ProvinceScores })),
});
