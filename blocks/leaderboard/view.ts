import { defineBlockView } from "../../engine/index.js";
import type { LeaderboardProps } from "./Leaderboard.js";

/** What the browser needs of the leaderboard block: its data slots and its code, loaded with the first page that shows it. */
export const leaderboardView = defineBlockView<LeaderboardProps>({
  type: "leaderboard",
  heading: "title",
  slots: { leaderboard: { envelope: "generic", required: true } },
  load: () => import("./Leaderboard.js").then((module) => ({ component: module.Leaderboard })),
});
