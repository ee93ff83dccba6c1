import type { PlatformDb } from "../db/PlatformDb.js";
import { createPrng } from "../lib/createPrng.js";
import type { CourseSeed } from "./BrandSeed.js";
import { CLASS_COLUMNS } from "./classColumns.js";
import { classRow } from "./classRow.js";
import { renderChapterContent } from "./renderChapterContent.js";
import { slugify } from "./slugify.js";
import { upsertStatement } from "./upsertStatement.js";

/** Course ids are `idBase + COURSE_ID_OFFSET + index`: above every brand's classes, below the next brand's base. */
export const COURSE_ID_OFFSET = 900;

export function prepareCourseSeed(db: PlatformDb) {
  const statement = upsertStatement(db);
  return {
    course: statement("classes", [...CLASS_COLUMNS, "kind"]),
    topic: statement("class_syllabus", ["class_id", "position", "title", "hours"], ["class_id", "position"]),
    trimTopics: db.prepare<[number, number]>("DELETE FROM class_syllabus WHERE class_id = ? AND position >= ?"),
    module: statement("course_modules", ["class_id", "position", "slug", "title", "summary"], ["class_id", "position"]),
    trimModules: db.prepare<[number, number]>("DELETE FROM course_modules WHERE class_id = ? AND position >= ?"),
    chapter: statement(
      "course_chapters",
      ["class_id", "module_position", "position", "slug", "title", "duration_minutes", "content"],
      ["class_id", "module_position", "position"],
    ),
    trimChapters: db.prepare<[number, number, number]>("DELETE FROM course_chapters WHERE class_id = ? AND module_position = ? AND position >= ?"),
  };
}

export type CourseSeedStatements = ReturnType<typeof prepareCourseSeed>;

export interface CourseSeedContext {
  readonly tenantId: string;
  readonly idBase: number;
  /** Courses are listed after the brand's classes, so the first list pages keep the classes' five badges. */
  readonly firstPosition: number;
  readonly programId: (slug: string) => number;
  readonly mentorId: (slug: string) => number;
}

function uniqueSlugs(titles: readonly string[], where: string): string[] {
  const slugs = titles.map(slugify);
  const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicate) throw new Error(`Seed: slug '${duplicate}' repeats in ${where}`);
  return slugs;
}

/** Writes courses as classes of kind `course`, their module titles as the class syllabus, modules and chapters. */
export async function seedCourses(s: CourseSeedStatements, courses: readonly CourseSeed[], context: CourseSeedContext): Promise<void> {
  for (const [index, course] of courses.entries()) {
    const id = context.idBase + COURSE_ID_OFFSET + index + 1;
    await s.course.run({
      ...classRow(course, {
        id,
        tenantId: context.tenantId,
        position: context.firstPosition + index,
        programId: context.programId,
        mentorId: context.mentorId,
      }),
      kind: "course",
    });
    const moduleSlugs = uniqueSlugs(
      course.modules.map((module) => module.title),
      course.slug,
    );
    // Chapter slugs are unique in the whole course: a chapter URL may leave its module out.
    const chapterSlugs = uniqueSlugs(
      course.modules.flatMap((module) => module.chapters.map((chapter) => chapter.title)),
      course.slug,
    );
    const prng = createPrng(`course:${course.slug}`);
    let chapterIndex = 0;
    for (const [m, module] of course.modules.entries()) {
      await s.module.run({ class_id: id, position: m + 1, slug: moduleSlugs[m]!, title: module.title, summary: module.summary });
      let minutes = 0;
      for (const [c, chapter] of module.chapters.entries()) {
        const duration = prng.int(2, 7) * 5;
        minutes += duration;
        await s.chapter.run({
          class_id: id,
          module_position: m + 1,
          position: c + 1,
          slug: chapterSlugs[chapterIndex++]!,
          title: chapter.title,
          duration_minutes: duration,
          content: renderChapterContent(course, module, chapter, prng),
        });
      }
      await s.trimChapters.run(id, m + 1, module.chapters.length + 1);
      await s.topic.run({ class_id: id, position: m + 1, title: module.title, hours: Math.max(1, Math.ceil(minutes / 60)) });
    }
    await s.trimModules.run(id, course.modules.length + 1);
    await s.trimTopics.run(id, course.modules.length + 1);
  }
}
