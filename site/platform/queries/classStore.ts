import type { PlatformDb } from "../db/PlatformDb.js";
import type { SqlDialect } from "../db/sqlDialect.js";
import { likePattern } from "./likePattern.js";
import type { FromSchema } from "json-schema-to-ts";
import type { classOverviewRecordSchema, classRecordSchema, classSyllabusRecordSchema } from "../../../schemas/records/index.js";
import { mediaUrl, type MediaUrls } from "../media/mediaUrl.js";

export const CLASS_STATES = ["comingSoon", "onRegistration", "started", "ended"] as const;
export type ClassState = (typeof CLASS_STATES)[number] | "none";

/** A class, its overview and its syllabus as the site reads them: the catalogue's record schemas (schemas/records). */
export type ClassItem = FromSchema<typeof classRecordSchema>;
export type ClassKind = ClassItem["kind"];
export type ClassOverview = FromSchema<typeof classOverviewRecordSchema>;
export type SyllabusItem = ClassOverview["syllabus"][number];
/** `v1/class/syllabus`: topics of every class, plus modules and chapters when the class is a course. */
export type ClassSyllabus = FromSchema<typeof classSyllabusRecordSchema>;
export type CourseModule = ClassSyllabus["modules"][number];
export type ChapterSummary = CourseModule["chapters"][number];
export type ChapterRecord = NonNullable<ClassSyllabus["chapter"]>;

export interface ClassRef {
  readonly id?: number | undefined;
  readonly slug?: string | undefined;
}

export interface ClassFilter {
  readonly tenantId: string;
  readonly state?: string | undefined;
  readonly level?: string | undefined;
  readonly type?: string | undefined;
  readonly programIds?: readonly number[] | undefined;
  readonly search?: string | undefined;
}

export interface ClassStore {
  list(filter: ClassFilter, limit: number, offset: number): Promise<{ readonly items: ClassItem[]; readonly total: number }>;
  overview(tenantId: string, slug: string): Promise<ClassOverview | undefined>;
  syllabus(tenantId: string, ref: ClassRef): Promise<ClassSyllabus | undefined>;
  /** A chapter of a course by its slug (unique per course), optionally only inside the module with `moduleSlug`. */
  chapter(classId: number, chapterSlug: string, moduleSlug?: string): Promise<ChapterRecord | undefined>;
}

interface ClassRow {
  id: number;
  kind: ClassKind;
  name: string;
  slug: string;
  description: string;
  logo: string;
  level: string;
  type: string;
  program_id: number;
  program_name: string;
  program_slug: string;
  mentor_name: string;
  start_date: string;
  end_date: string;
  coming_soon: number;
  on_registration: number;
  started: number;
  ended: number;
  state: ClassState;
}

interface FilterBindings {
  tenant: string;
  state: string | null;
  level: string | null;
  type: string | null;
  programIds: string | null;
  search: string | null;
}

const COLUMNS = `
  c.id, c.kind, c.name, c.slug, c.description, c.logo, c.level, c.type, c.program_id,
  p.name AS program_name, p.slug AS program_slug, m.name AS mentor_name,
  c.start_date, c.end_date, c.coming_soon, c.on_registration, c.started, c.ended, c.state`;

const FROM = `
  FROM class_states c
  JOIN programs p ON p.id = c.program_id
  JOIN mentors m ON m.id = c.mentor_id`;

// One statement for every filter combination: a NULL binding switches its condition off (the CAST tells PostgreSQL
// the binding's type, which it takes from a binding's first use). `filter.type` names either
// a delivery format (online, offline, hybrid) or a kind (class, course); the two value sets are disjoint.
const where = ({ inJsonArray, likeIgnoringCase: like }: SqlDialect) => `
  WHERE c.tenant_id = @tenant
    AND (CAST(@state AS TEXT) IS NULL OR c.state = @state)
    AND (CAST(@level AS TEXT) IS NULL OR c.level = @level)
    AND (CAST(@type AS TEXT) IS NULL OR c.type = @type OR c.kind = @type)
    AND (CAST(@programIds AS TEXT) IS NULL OR ${inJsonArray("c.program_id", "@programIds", "INTEGER")})
    AND (CAST(@search AS TEXT) IS NULL OR c.name ${like} @search ESCAPE '\\' OR c.description ${like} @search ESCAPE '\\')`;

function toItem(row: ClassRow, media: MediaUrls): ClassItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: media.stored(row.logo),
    level: row.level,
    type: row.type,
    programId: row.program_id,
    programName: row.program_name,
    programSlug: row.program_slug,
    mentorName: row.mentor_name,
    startDate: row.start_date,
    endDate: row.end_date,
    comingSoon: row.coming_soon === 1,
    onRegistration: row.on_registration === 1,
    started: row.started === 1,
    ended: row.ended === 1,
    state: row.state,
  };
}

export function createClassStore(db: PlatformDb, media: MediaUrls = mediaUrl): ClassStore {
  const page = db.prepare<[FilterBindings & { limit: number; offset: number }], ClassRow>(
    `SELECT ${COLUMNS} ${FROM} ${where(db.dialect)} ORDER BY c.position, c.id LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[FilterBindings], { total: number }>(`SELECT count(*) AS total ${FROM} ${where(db.dialect)}`);
  const bySlug = db.prepare<[string, string], ClassRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.tenant_id = ? AND c.slug = ?`);
  const syllabus = db.prepare<[number], SyllabusItem>("SELECT title, hours FROM class_syllabus WHERE class_id = ? ORDER BY position");
  const byId = db.prepare<[string, number], ClassRow>(`SELECT ${COLUMNS} ${FROM} WHERE c.tenant_id = ? AND c.id = ?`);
  const topics = db.prepare<[number], SyllabusItem & { position: number }>(
    "SELECT position, title, hours FROM class_syllabus WHERE class_id = ? ORDER BY position",
  );
  const modules = db.prepare<[number], { position: number; slug: string; title: string; summary: string }>(
    "SELECT position, slug, title, summary FROM course_modules WHERE class_id = ? ORDER BY position",
  );
  const chapters = db.prepare<[number], ChapterSummary & { modulePosition: number }>(
    `SELECT module_position AS "modulePosition", position, slug, title, duration_minutes AS "durationMinutes"
     FROM course_chapters WHERE class_id = ? ORDER BY module_position, position`,
  );
  const chapterBySlug = db.prepare<[{ classId: number; chapter: string; module: string | null }], ChapterRecord>(
    `SELECT ch.position, ch.slug, ch.title, ch.duration_minutes AS "durationMinutes", ch.content,
       m.slug AS "moduleSlug", m.title AS "moduleTitle", m.position AS "modulePosition"
     FROM course_chapters ch JOIN course_modules m ON m.class_id = ch.class_id AND m.position = ch.module_position
     WHERE ch.class_id = @classId AND ch.slug = @chapter AND (CAST(@module AS TEXT) IS NULL OR m.slug = @module)`,
  );
  const students = db.prepare<[number], { total: number }>("SELECT count(*) AS total FROM enrollments WHERE class_id = ?");

  return {
    async list(filter, limit, offset) {
      const bindings: FilterBindings = {
        tenant: filter.tenantId,
        state: filter.state ?? null,
        level: filter.level ?? null,
        type: filter.type ?? null,
        programIds: filter.programIds && filter.programIds.length > 0 ? JSON.stringify(filter.programIds) : null,
        search: filter.search ? likePattern(filter.search) : null,
      };
      const total = (await count.get(bindings))?.total ?? 0;
      const items = total > offset ? (await page.all({ ...bindings, limit, offset })).map((row) => toItem(row, media)) : [];
      return { items, total };
    },
    async overview(tenantId, slug) {
      const row = await bySlug.get(tenantId, slug);
      if (!row) return undefined;
      const items = await syllabus.all(row.id);
      return {
        ...toItem(row, media),
        syllabus: items,
        totalHours: items.reduce((sum, item) => sum + item.hours, 0),
        studentCount: (await students.get(row.id))?.total ?? 0,
      };
    },
    async syllabus(tenantId, ref) {
      const row = ref.id !== undefined ? await byId.get(tenantId, ref.id) : ref.slug !== undefined ? await bySlug.get(tenantId, ref.slug) : undefined;
      if (!row || (ref.slug !== undefined && row.slug !== ref.slug)) return undefined;
      const items = await topics.all(row.id);
      const allChapters = await chapters.all(row.id);
      const courseModules = await modules.all(row.id);
      return {
        classroomId: row.id,
        name: row.name,
        slug: row.slug,
        kind: row.kind,
        level: row.level,
        programName: row.program_name,
        totalHours: items.reduce((sum, item) => sum + item.hours, 0),
        items,
        modules: courseModules.map((module) => {
          const own = allChapters.filter((chapter) => chapter.modulePosition === module.position).map(({ modulePosition: _, ...chapter }) => chapter);
          return { ...module, durationMinutes: own.reduce((sum, chapter) => sum + chapter.durationMinutes, 0), chapters: own };
        }),
      };
    },
    chapter(classId, chapterSlug, moduleSlug) {
      return chapterBySlug.get({ classId, chapter: chapterSlug, module: moduleSlug ?? null });
    },
  };
}
