import { defineBlock } from "../../engine/index.js";
import { lmsFeatureDetailView } from "./view.js";
import { lmsFeatureDetailSchema } from "./lmsFeatureDetailSchema.js";

/** One static LMS feature (blocks/lms/features.json) on `/Lms/Features/{slug}`. */
export const lmsFeatureDetailBlock = defineBlock({
  ...lmsFeatureDetailView,
  description:
    "A static LMS feature read from the route's `slug` segment: title, description, image, its feature list and supported programming languages; an unknown slug shows a not-found message, no slug links to every feature.",
  propsSchema: lmsFeatureDetailSchema,
  example: {
    props: { action: { label: "Minta demo LMS", to: "/Make-Appointment" } },
  },
});
