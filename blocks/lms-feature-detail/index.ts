import { lmsFeatureHead } from "../lms/lmsData.js";
import { defineBlock } from "../../engine/render/BlockDefinition.js";
import { LmsFeatureDetail, type LmsFeatureDetailProps } from "./LmsFeatureDetail.js";
import { lmsFeatureDetailSchema } from "./lmsFeatureDetailSchema.js";

/** One static LMS feature (blocks/lms/features.json) on `/Lms/Features/{slug}`. */
export const lmsFeatureDetailBlock = defineBlock<LmsFeatureDetailProps>({
  type: "lms-feature-detail",
  description:
    "A static LMS feature read from the route's `slug` segment: title, description, image, its feature list and supported programming languages; an unknown slug shows a not-found message, no slug links to every feature.",
  propsSchema: lmsFeatureDetailSchema,
  slots: {},
  example: {
    props: { action: { label: "Minta demo LMS", to: "/Make-Appointment" } },
  },
  head: lmsFeatureHead,
  component: LmsFeatureDetail,
});
