import type { BrandContent, CourseSeed } from "./BrandSeed.js";
import { slugify } from "./slugify.js";

/** A problem the schema cannot see, at a JSON pointer of the content file. */
export interface ContentIssue {
  readonly pointer: string;
  readonly message: string;
}

function repeats(slugs: readonly string[], pointerOf: (index: number) => string, what: string): ContentIssue[] {
  const seen = new Map<string, number>();
  const issues: ContentIssue[] = [];
  slugs.forEach((slug, index) => {
    const first = seen.get(slug);
    if (first === undefined) seen.set(slug, index);
    else issues.push({ pointer: pointerOf(index), message: `${what} '${slug}' is already used at ${pointerOf(first)}; each must be unique` });
  });
  return issues;
}

function references(items: readonly { program: string; mentor: string }[], brand: BrandContent, list: "classes" | "courses"): ContentIssue[] {
  const programs = brand.programs.map((program) => program.slug);
  const mentors = brand.mentors.map((mentor) => mentor.slug);
  const known = (slugs: readonly string[]) => (slugs.length ? `one of ${slugs.map((slug) => `'${slug}'`).join(", ")}` : "none: the brand has none");
  const check = (slugs: readonly string[], slug: string, pointer: string, what: string): ContentIssue[] =>
    slugs.includes(slug) ? [] : [{ pointer, message: `Unknown ${what} '${slug}'; expected ${known(slugs)}` }];
  return items.flatMap((item, index) => [
    ...check(programs, item.program, `/${list}/${index}/program`, "program"),
    ...check(mentors, item.mentor, `/${list}/${index}/mentor`, "mentor"),
  ]);
}

/**
 * What a brand's content file must hold beyond its schema for the seed to write it: slugs unique in
 * their lists, classes of the brand's own programs and mentors, and the schools, mentors and open
 * classes that the generated students, accounts and events are drawn from.
 */
export function brandContentIssues(brand: BrandContent): ContentIssue[] {
  const issues = [
    ...repeats(
      brand.programs.map((item) => item.slug),
      (i) => `/programs/${i}/slug`,
      "Program slug",
    ),
    ...repeats(
      brand.mentors.map((item) => item.slug),
      (i) => `/mentors/${i}/slug`,
      "Mentor slug",
    ),
    ...repeats(
      brand.classes.map((item) => item.slug),
      (i) => `/classes/${i}/slug`,
      "Class slug",
    ),
    ...repeats(
      brand.schools.map((item) => item.slug),
      (i) => `/schools/${i}/slug`,
      "School slug",
    ),
    ...repeats(
      brand.posts.map((item) => item.slug),
      (i) => `/posts/${i}/slug`,
      "Post slug",
    ),
    ...references(brand.classes, brand, "classes"),
  ];
  if (brand.programs.length > 0 && brand.mentors.length === 0) {
    issues.push({ pointer: "/mentors", message: "A brand with programs needs at least one mentor: its events are given by mentors" });
  }
  if ((brand.programs.length > 0 || brand.studentCount > 0) && brand.schools.length === 0) {
    const message = "A brand with programs or students needs at least one school: students, accounts and events are placed at schools";
    issues.push({ pointer: "/schools", message });
  }
  if (brand.studentCount > 0 && !brand.classes.some((klass) => klass.state !== "comingSoon")) {
    issues.push({ pointer: "/studentCount", message: "Students need a class that is not only announced (state other than 'comingSoon') to enroll in" });
  }
  return issues;
}

/** A courses file's issues: course slugs unique beside the brand's classes, known programs and mentors, module and chapter slugs unique. */
export function courseIssues(courses: readonly CourseSeed[], brand: BrandContent): ContentIssue[] {
  const classSlugs = new Set(brand.classes.map((klass) => klass.slug));
  const issues = [
    ...repeats(
      courses.map((course) => course.slug),
      (i) => `/courses/${i}/slug`,
      "Course slug",
    ),
    ...courses.flatMap((course, i) => {
      if (!classSlugs.has(course.slug)) return [];
      const message = `Course slug '${course.slug}' is a class slug of ${brand.id}.json; a course is a class, slugs are shared`;
      return [{ pointer: `/courses/${i}/slug`, message }];
    }),
    ...references(courses, brand, "courses"),
  ];
  courses.forEach((course, c) => {
    const titleIssues = (titles: { title: string; pointer: string }[], what: string) => {
      const slugs = titles.map(({ title }) => slugify(title));
      const empty = titles.flatMap(({ title, pointer }, index) =>
        slugs[index] ? [] : [{ pointer, message: `${what} title '${title}' gives no slug; it needs a letter or digit` }],
      );
      return [...empty, ...repeats(slugs, (index) => titles[index]!.pointer, `${what} slug`)];
    };
    issues.push(
      ...titleIssues(
        course.modules.map((module, m) => ({ title: module.title, pointer: `/courses/${c}/modules/${m}/title` })),
        "Module",
      ),
    );
    // A chapter URL may leave its module out, so chapter slugs are unique in the whole course.
    const chapters = course.modules.flatMap((module, m) =>
      module.chapters.map((chapter, h) => ({ title: chapter.title, pointer: `/courses/${c}/modules/${m}/chapters/${h}/title` })),
    );
    issues.push(...titleIssues(chapters, "Chapter"));
  });
  return issues;
}
