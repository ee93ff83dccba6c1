import type { ClassSyllabus } from "../shared/syllabus/syllabusTypes.js";

export interface Competence {
  /** "Unit 1" … in syllabus order. */
  code: string;
  title: string;
  summary: string | undefined;
  hours: number;
  /** What shows the competence was reached: the chapters of a course module; empty for a class topic. */
  indicators: string[];
}

/**
 * The competences of a class, derived from its syllabus (the platform has no competence call): every module of a
 * course is one competence with its chapters as indicators; every topic of a class is one competence.
 */
export function deriveCompetences(syllabus: ClassSyllabus): Competence[] {
  if (syllabus.modules.length > 0) {
    return [...syllabus.modules]
      .sort((a, b) => a.position - b.position)
      .map((module, index) => ({
        code: `Unit ${index + 1}`,
        title: module.title,
        summary: module.summary,
        hours: Math.max(1, Math.ceil(module.durationMinutes / 60)),
        indicators: [...module.chapters].sort((a, b) => a.position - b.position).map((chapter) => chapter.title),
      }));
  }
  return [...syllabus.items]
    .sort((a, b) => a.position - b.position)
    .map((topic, index) => ({ code: `Unit ${index + 1}`, title: topic.title, summary: undefined, hours: topic.hours, indicators: [] }));
}
