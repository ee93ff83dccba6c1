import { defineBlockContract } from "../../engine/index.js";
import { lmsFeatureDetailSchema } from "./lmsFeatureDetailSchema.js";

/** One static LMS feature (blocks/shared/lms/features.json) on `/Lms/Features/{slug}`. */
export const lmsFeatureDetailContract = defineBlockContract({
  type: "lms-feature-detail",
  interactive: false,
  heading: "always",
  slots: {},
  description:
    "A static LMS feature read from the route's `slug` segment: title, description, image, its feature list and supported programming languages; an unknown slug shows a not-found message, no slug links to every feature.",
  propsSchema: lmsFeatureDetailSchema,
  example: {
    props: { action: { label: "Minta demo LMS", to: "/Make-Appointment" } },
  },
});
