import { defineBlockContract } from "../../engine/index.js";
import { lmsFeatureListSchema } from "./lmsFeatureListSchema.js";
import { lmsFeaturePath, lmsFeatures } from "../shared/lms/lmsData.js";

/** Cards of the static LMS features (blocks/shared/lms/features.json), linking to `/Lms/Features/{slug}`. */
export const lmsFeatureListContract = defineBlockContract({
  type: "lms-feature-list",
  interactive: false,
  heading: "title",
  slots: {},
  description: "Cards of the static LMS features linking to `/Lms/Features/{slug}`; on a feature's page (a `slug` segment) it lists the other features.",
  propsSchema: lmsFeatureListSchema,
  example: {
    props: { eyebrow: "LMS", title: "Fitur unggulan", subtitle: "Alat belajar dan menilai yang menyatu dengan kelas Anda." },
  },
  linkedPaths: () => lmsFeatures.map(lmsFeaturePath),
});
