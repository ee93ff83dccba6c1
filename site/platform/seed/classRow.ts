import { mediaKey } from "../media/mediaUrl.js";
import type { ClassSeed, SeedClassState } from "./BrandSeed.js";
import type { SeedRow } from "./upsertStatement.js";

/** What classes and courses share in the content files (courses are classes of kind `course`). */
export type ClassFields = Pick<ClassSeed, "slug" | "name" | "description" | "level" | "type" | "program" | "mentor" | "start" | "end" | "state">;

export interface ClassPlace {
  readonly id: number;
  readonly tenantId: string;
  /** Where the class is listed among the brand's classes and courses (1 first). */
  readonly position: number;
  readonly programId: (slug: string) => number;
  readonly mentorId: (slug: string) => number;
}

/** The badge of a class: one flag column per state, at most one of them set ("none" sets none). */
function flags(state: SeedClassState): SeedRow {
  return {
    coming_soon: state === "comingSoon" ? 1 : 0,
    on_registration: state === "onRegistration" ? 1 : 0,
    started: state === "started" ? 1 : 0,
    ended: state === "ended" ? 1 : 0,
  };
}

/** A class's or course's row of `classes` (the CLASS_COLUMNS), its cover named after its slug. */
export function classRow(klass: ClassFields, place: ClassPlace): SeedRow {
  return {
    id: place.id,
    tenant_id: place.tenantId,
    slug: klass.slug,
    name: klass.name,
    description: klass.description,
    logo: mediaKey("cover", klass.slug),
    level: klass.level,
    type: klass.type,
    program_id: place.programId(klass.program),
    mentor_id: place.mentorId(klass.mentor),
    start_date: klass.start,
    end_date: klass.end,
    ...flags(klass.state),
    position: place.position,
  };
}
