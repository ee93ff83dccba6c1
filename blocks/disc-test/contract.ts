import { defineBlockContract } from "../../engine/index.js";
import { expectSources } from "../shared/expectSources.js";
import { discTestSchema } from "./discTestSchema.js";

const checkSource = expectSources({ submit: ["tables.userDisc.create"] });

/** The DISC personality test visitors can take: questionnaire, scoring and chart in the browser, result stored in `user_disc`. */
export const discTestContract = defineBlockContract({
  type: "disc-test",
  interactive: true,
  heading: "title",
  slots: { submit: { use: "submit", envelope: "rows", required: true } },
  description:
    "A DISC personality test: 14 forced-choice groups of four statements, one group at a time, scored in the browser; the profile is shown as a bar chart with a reading, and a name and e-mail store it through `submit` (tables.userDisc.create). Answers survive a reload.",
  propsSchema: discTestSchema,
  check(item) {
    const problems = checkSource(item);
    // The block fills every parameter itself (name, email and the four scores); a constant would be overwritten.
    const params = Object.keys(item.data?.submit?.params ?? {});
    if (params.length)
      problems.push({
        pointer: "/data/submit/params",
        message: `The disc-test block fills every parameter of its submit source itself; expected no params, found ${params.map((p) => `'${p}'`).join(", ")}`,
      });
    return problems;
  },
  example: {
    props: { eyebrow: "Kenali diri", title: "Tes kepribadian DISC", subtitle: "Empat belas kelompok pernyataan, kira-kira lima menit." },
    data: { submit: { source: "tables.userDisc.create" } },
  },
});
