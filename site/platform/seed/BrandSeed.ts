import type { SiteFile } from "./loadSiteFiles.js";
import type { CityKey } from "./cities.js";

export type Level = "beginner" | "intermediate" | "advanced";
export type ClassType = "online" | "offline" | "hybrid";
/** The badge a class shows; `none` is "Segera Dimulai" (spec §4). */
export type SeedClassState = "comingSoon" | "onRegistration" | "started" | "ended" | "none";
export type PostKind = "news" | "blog" | "berita" | "article";


export interface ProgramSeed {
  readonly slug: string;
  readonly name: string;
  readonly summary: string;
}

export interface MentorSeed {
  readonly slug: string;
  readonly name: string;
  readonly expertise: string;
}

export interface ClassSeed {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly program: string;
  readonly mentor: string;
  readonly level: Level;
  readonly type: ClassType;
  readonly state: SeedClassState;
  readonly start: string;
  readonly end: string;
  /** Topic titles; hours per topic are derived deterministically from the slug. */
  readonly syllabus: readonly string[];
}

export interface SchoolSeed {
  readonly slug: string;
  readonly name: string;
  readonly city: CityKey;
}

export interface PostSeed {
  readonly slug: string;
  readonly title: string;
  readonly kind: PostKind;
  readonly type: string;
  readonly author: string;
  /** ISO date-time; lists are ordered newest first by this. */
  readonly publishedAt: string;
  readonly summary: string;
  readonly intro: string;
  readonly heading: string;
  readonly points: readonly string[];
  readonly body: string;
  readonly active?: boolean;
}

/** A seeded brand's content, written here; its tenant settings are a data file (tenants/sites/<id>.json). */
export interface BrandContent {
  /** The tenant id, the name of its site file. */
  readonly id: string;
  /**
   * Ids of this brand's rows are `idBase + index`: stable across runs and machines, and disjoint between
   * brands, so upserts by id are idempotent and appending a record never renumbers the others.
   */
  readonly idBase: number;
  readonly programs: readonly ProgramSeed[];
  readonly mentors: readonly MentorSeed[];
  readonly classes: readonly ClassSeed[];
  readonly schools: readonly SchoolSeed[];
  readonly posts: readonly PostSeed[];
  readonly studentCount: number;
  /** The closing paragraph of every post, with a link; `{title}` is replaced by the post title. */
  readonly postClosing: { readonly text: string; readonly linkLabel: string; readonly href: string };
}

/** A brand as the seed writes it: its content with the settings of its site file. */
export interface BrandSeed extends BrandContent {
  readonly tenant: SiteFile;
}

/** One chapter of a course module; its HTML is rendered from these fields (seed/renderChapterContent.ts). */
export interface ChapterSeed {
  readonly title: string;
  /** One sentence on what the chapter is about: the lead paragraph. */
  readonly gist: string;
  /** A short code or command sample shown in the chapter, for technical courses. */
  readonly code?: string;
}

export interface ModuleSeed {
  readonly title: string;
  readonly summary: string;
  readonly chapters: readonly ChapterSeed[];
}

/** A course is a class of kind `course` with ordered modules and chapters (3–5 modules × 2–4 chapters). */
export interface CourseSeed extends Omit<ClassSeed, "syllabus"> {
  readonly modules: readonly ModuleSeed[];
  /** Advice the mentor gives in every chapter's closing tip, picked per chapter. */
  readonly tips: readonly string[];
}
