import type { FromSchema } from "json-schema-to-ts";
import type { brandContentSchema, SEED_CLASS_STATES } from "../../../schemas/content/brandContent.js";
import type { brandCoursesSchema } from "../../../schemas/content/brandCourses.js";
import type { careerPoolsSchema, feedbackPoolsSchema, namePoolsSchema, webinarPoolSchema } from "../../../schemas/content/sharedContent.js";
import type { SiteFile } from "./loadSiteFiles.js";

/** A brand's seeded content: `tenants/content/<site-id>.json`; its settings are the site file `tenants/sites/<site-id>.json`. */
export type BrandContent = FromSchema<typeof brandContentSchema>;
export type ProgramSeed = BrandContent["programs"][number];
export type MentorSeed = BrandContent["mentors"][number];
export type ClassSeed = BrandContent["classes"][number];
export type SchoolSeed = BrandContent["schools"][number];
export type PostSeed = BrandContent["posts"][number];
export type SeedClassState = (typeof SEED_CLASS_STATES)[number];

/** A brand's courses: `tenants/content/<site-id>.courses.json`. */
export type CourseSeed = FromSchema<typeof brandCoursesSchema>["courses"][number];
export type ModuleSeed = CourseSeed["modules"][number];
export type ChapterSeed = ModuleSeed["chapters"][number];

export type NamePools = FromSchema<typeof namePoolsSchema>;
export type WebinarPool = FromSchema<typeof webinarPoolSchema>;
export type CareerPools = FromSchema<typeof careerPoolsSchema>;
export type FeedbackPools = FromSchema<typeof feedbackPoolsSchema>;

/** What every brand's seed draws from (`tenants/content/shared/`). */
export interface SharedContent {
  readonly names: NamePools;
  readonly webinars: WebinarPool["webinars"];
  readonly careers: CareerPools;
  readonly feedback: FeedbackPools;
}

/** A brand's content as loaded: its file, its courses (none without a courses file) and where it came from. */
export interface LoadedBrand extends BrandContent {
  readonly courses: readonly CourseSeed[];
  /** The content file, named in the log when seeding the brand fails. */
  readonly file: string;
}

/** A brand as the seed writes it: its content with the settings of its site file and the shared content. */
export interface BrandSeed extends LoadedBrand {
  readonly tenant: SiteFile;
  readonly shared: SharedContent;
}
