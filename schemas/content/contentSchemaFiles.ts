import { brandContentSchema } from "./brandContent.js";
import { brandCoursesSchema } from "./brandCourses.js";
import { careerPoolsSchema, feedbackPoolsSchema, namePoolsSchema, webinarPoolSchema } from "./sharedContent.js";

const files = [
  { name: "content.schema.json", title: "Brand seed content (tenants/content/<site-id>.json)", schema: brandContentSchema },
  { name: "content-courses.schema.json", title: "Brand courses (tenants/content/<site-id>.courses.json)", schema: brandCoursesSchema },
  { name: "content-names.schema.json", title: "Shared name lists (tenants/content/shared/names.json)", schema: namePoolsSchema },
  { name: "content-webinars.schema.json", title: "Shared events of every program (tenants/content/shared/webinars.json)", schema: webinarPoolSchema },
  { name: "content-careers.schema.json", title: "Shared companies and jobs (tenants/content/shared/careers.json)", schema: careerPoolsSchema },
  {
    name: "content-feedback.schema.json",
    title: "Shared reviews, aspirations and testimonies (tenants/content/shared/feedback.json)",
    schema: feedbackPoolsSchema,
  },
] as const;

/**
 * The editor's JSON Schemas of the content files, `schemas/<name>` each, from the schemas the seed
 * validates with (the content files point at them with `$schema`).
 */
export function contentSchemaFiles(): { name: string; text: string }[] {
  return files.map(({ name, title, schema }) => {
    const { $id: _id, ...rest } = schema;
    return { name, text: `${JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", title, ...rest }, null, 2)}\n` };
  });
}
