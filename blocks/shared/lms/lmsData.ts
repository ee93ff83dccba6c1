import type { FromSchema } from "json-schema-to-ts";
import type { HeadRecord, RouteParams } from "../../../engine/index.js";
import featuresJson from "./features.json" with { type: "json" };
import type { lmsFeatureSchema } from "./lmsFeatureSchema.js";

export type LmsFeature = FromSchema<typeof lmsFeatureSchema>;

/** The static LMS feature pages, coding-studio and online-quiz (data, checked against the schema by the unit tests). */
export const lmsFeatures = featuresJson as readonly LmsFeature[];

export const lmsFeaturePath = (feature: Pick<LmsFeature, "slug">) => `/Lms/Features/${feature.slug}`;

export function findLmsFeature(slug: string | undefined): LmsFeature | undefined {
  const wanted = slug?.toLowerCase();
  return wanted ? lmsFeatures.find((feature) => feature.slug === wanted) : undefined;
}

/** The head record of `/Lms/Features/{slug}`: the feature's title, summary and image; `null` (a 404) for an unknown slug. */
export function lmsFeatureHead(params: RouteParams): HeadRecord | null | undefined {
  if (params.slug === undefined) return undefined;
  const feature = findLmsFeature(params.slug);
  return feature ? { title: feature.title, description: feature.summary, image: feature.image } : null;
}
