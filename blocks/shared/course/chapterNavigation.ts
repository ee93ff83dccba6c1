import { fillPath } from "../fillPath.js";
import type { CourseModule } from "../syllabus/syllabusTypes.js";

export interface ChapterLink {
  moduleSlug: string;
  moduleTitle: string;
  slug: string;
  title: string;
}

export interface ChapterNavigation {
  /** 1-based position of the current chapter across the whole course; 0 when it is not in the modules. */
  index: number;
  total: number;
  previous: ChapterLink | undefined;
  next: ChapterLink | undefined;
}

/** Every chapter of a course in reading order: modules by position, chapters by position inside them. */
export function courseChapters(modules: readonly CourseModule[]): ChapterLink[] {
  return [...modules]
    .sort((a, b) => a.position - b.position)
    .flatMap((module) =>
      [...module.chapters]
        .sort((a, b) => a.position - b.position)
        .map((chapter) => ({ moduleSlug: module.slug, moduleTitle: module.title, slug: chapter.slug, title: chapter.title })),
    );
}

/** The chapters before and after `chapterSlug`; the previous of the first and the next of the last are absent. */
export function chapterNavigation(modules: readonly CourseModule[], chapterSlug: string): ChapterNavigation {
  const all = courseChapters(modules);
  const at = all.findIndex((chapter) => chapter.slug === chapterSlug);
  if (at < 0) return { index: 0, total: all.length, previous: undefined, next: undefined };
  return { index: at + 1, total: all.length, previous: all[at - 1], next: all[at + 1] };
}

export const DEFAULT_CHAPTER_PATH = "/Courses/{slug}/module/{moduleSlug}/chapter/{chapterSlug}";

/** The URL of one chapter from a path template with `{slug}`, `{moduleSlug}` and `{chapterSlug}`. */
export function chapterHref(template: string, courseSlug: string, chapter: Pick<ChapterLink, "moduleSlug" | "slug">): string {
  return fillPath(template, { slug: courseSlug, moduleSlug: chapter.moduleSlug, chapterSlug: chapter.slug });
}
