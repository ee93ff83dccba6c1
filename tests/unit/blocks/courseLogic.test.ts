import { describe, expect, it } from "vitest";
import { deriveCompetences } from "../../../blocks/class-competence/deriveCompetences.js";
import { filterKeys, withFilter } from "../../../blocks/shared/class/classFilters.js";
import { chapterHref, chapterNavigation, courseChapters, DEFAULT_CHAPTER_PATH } from "../../../blocks/shared/course/chapterNavigation.js";
import { formatMinutes } from "../../../blocks/shared/course/formatMinutes.js";
import { chosenProgram } from "../../../blocks/syllabus/choosePrograms.js";
import { expectSources } from "../../../blocks/shared/expectSources.js";
import type { ClassSyllabus, CourseModule } from "../../../blocks/shared/syllabus/syllabusTypes.js";

const chapter = (position: number, slug: string) => ({ position, slug, title: slug.toUpperCase(), durationMinutes: 15 });
// Deliberately out of order: navigation follows positions, not array order.
const modules: CourseModule[] = [
  { position: 2, slug: "lanjut", title: "Lanjut", summary: "", durationMinutes: 30, chapters: [chapter(2, "d"), chapter(1, "c")] },
  { position: 1, slug: "dasar", title: "Dasar", summary: "", durationMinutes: 30, chapters: [chapter(1, "a"), chapter(2, "b")] },
  { position: 3, slug: "akhir", title: "Akhir", summary: "", durationMinutes: 15, chapters: [chapter(1, "e")] },
];

describe("course chapter navigation", () => {
  it("reads chapters module by module, each by position", () => {
    expect(courseChapters(modules).map((entry) => entry.slug)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("links previous and next across module boundaries", () => {
    const nav = chapterNavigation(modules, "b");
    expect(nav).toMatchObject({ index: 2, total: 5 });
    expect(nav.previous).toMatchObject({ slug: "a", moduleSlug: "dasar" });
    expect(nav.next).toMatchObject({ slug: "c", moduleSlug: "lanjut", moduleTitle: "Lanjut" });
  });

  it("has no previous on the first chapter and no next on the last", () => {
    expect(chapterNavigation(modules, "a").previous).toBeUndefined();
    expect(chapterNavigation(modules, "e")).toMatchObject({ index: 5, next: undefined, previous: { slug: "d" } });
  });

  it("answers an empty navigation for a chapter that is not in the modules", () => {
    expect(chapterNavigation(modules, "zz")).toEqual({ index: 0, total: 5, previous: undefined, next: undefined });
  });

  it("builds chapter URLs from the path template, encoded", () => {
    expect(chapterHref(DEFAULT_CHAPTER_PATH, "kursus-git", { moduleSlug: "dasar", slug: "commit pertama" })).toBe(
      "/Courses/kursus-git/module/dasar/chapter/commit%20pertama",
    );
  });

  it("formats durations in Indonesian", () => {
    expect([formatMinutes(45), formatMinutes(60), formatMinutes(95)]).toEqual(["45 menit", "1 jam", "1 jam 35 menit"]);
  });
});

describe("class-list filters", () => {
  const binding = {
    source: "class.active",
    params: {
      "page": { query: "hal", default: 1 },
      "pageSize": 6,
      "search": { query: "cari" },
      "state": { query: "status" },
      "level": "beginner",
      "filter.type": { query: "format" },
    },
  };

  it("offers a filter only for parameters bound to a query value, under that key", () => {
    expect(filterKeys(binding)).toEqual({ "search": "cari", "state": "status", "filter.type": "format" });
    expect(filterKeys({ source: "class.active", params: { page: 1 } })).toEqual({});
    expect(filterKeys(undefined)).toEqual({});
  });

  it("sets a filter and resets the page to 1 by dropping its key", () => {
    expect(withFilter("?hal=3&format=online", "status", "started", "hal")).toBe("?format=online&status=started");
  });

  it("removes a cleared filter and trims what was typed", () => {
    expect(withFilter("?cari=git&hal=2", "cari", "  ", "hal")).toBe("");
    expect(withFilter("?status=ended", "cari", "  python  ", "hal")).toBe("?status=ended&cari=python");
    expect(withFilter("?status=ended", "status", null, undefined)).toBe("");
  });
});

describe("class competences", () => {
  const base = { classroomId: 1, name: "Kelas", slug: "kelas", kind: "class" as const, totalHours: 7 };

  it("makes one unit per course module, with its chapters as indicators", () => {
    const syllabus: ClassSyllabus = { ...base, kind: "course", items: [], modules };
    const units = deriveCompetences(syllabus);
    expect(units.map((unit) => [unit.code, unit.title, unit.indicators])).toEqual([
      ["Unit 1", "Dasar", ["A", "B"]],
      ["Unit 2", "Lanjut", ["C", "D"]],
      ["Unit 3", "Akhir", ["E"]],
    ]);
    expect(units[2]!.hours).toBe(1);
  });

  it("makes one unit per class topic when there are no modules", () => {
    const syllabus: ClassSyllabus = {
      ...base,
      items: [
        { position: 2, title: "Tabel pivot", hours: 3 },
        { position: 1, title: "Rumus dasar", hours: 4 },
      ],
      modules: [],
    };
    expect(deriveCompetences(syllabus)).toEqual([
      { code: "Unit 1", title: "Rumus dasar", summary: undefined, hours: 4, indicators: [] },
      { code: "Unit 2", title: "Tabel pivot", summary: undefined, hours: 3, indicators: [] },
    ]);
  });
});

describe("syllabus block helpers", () => {
  const programs = [
    { id: 4, name: "Web" },
    { id: 9, name: "Data" },
  ];

  it("picks the program named in the query string, else the first", () => {
    expect(chosenProgram(programs, "9")?.name).toBe("Data");
    expect(chosenProgram(programs, "77")?.name).toBe("Web");
    expect(chosenProgram(programs, null)?.name).toBe("Web");
    expect(chosenProgram([], "9")).toBeUndefined();
  });

  it("checks slot sources and that exactly one of a group is bound", () => {
    const check = expectSources({ silabus: ["program.silabus"], programs: ["program.list"] }, ["silabus", "programs"]);
    expect(check({ data: { programs: { source: "program.list" } } })).toEqual([]);
    expect(check({ data: { programs: { source: "settings.get" } } })).toEqual([
      { pointer: "/data/programs/source", message: expect.stringContaining("program.list") },
    ]);
    expect(check({ data: {} })).toEqual([{ pointer: "/data", message: expect.stringMatching(/exactly one/i) }]);
    expect(check({ data: { silabus: { source: "program.silabus" }, programs: { source: "program.list" } } })).toHaveLength(1);
  });
});
