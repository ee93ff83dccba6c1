import { createPrng } from "../lib/createPrng.js";
import type { NamePools, SeedClassState } from "./BrandSeed.js";

export interface StudentRecord {
  readonly id: number;
  readonly name: string;
  readonly schoolId: number;
}

export interface EnrollmentRecord {
  readonly studentId: number;
  readonly classId: number;
  readonly enrolledAt: string;
}

export interface EnrollableClass {
  readonly id: number;
  readonly state: SeedClassState;
  readonly start: string;
}

function daysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Students and their enrollments, varied by a PRNG seeded with the tenant id so every run yields the same
 * rows. Nobody enrolls in a class that is only announced (comingSoon). The last two schools joined recently
 * (no alumni yet) and the third-last has only alumni, so the active and alumni counters differ from the totals
 * the way they do on a real platform.
 */
export function generateStudents(
  tenantId: string,
  firstId: number,
  count: number,
  schoolIds: readonly number[],
  classes: readonly EnrollableClass[],
  names: NamePools,
): { students: StudentRecord[]; enrollments: EnrollmentRecord[] } {
  const prng = createPrng(`students:${tenantId}`);
  const open = classes.filter((klass) => klass.state !== "comingSoon");
  const notEnded = open.filter((klass) => klass.state !== "ended");
  const ended = open.filter((klass) => klass.state === "ended");
  const newSchools = new Set(schoolIds.slice(-2));
  const alumniSchool = schoolIds.length > 3 ? schoolIds[schoolIds.length - 3] : undefined;
  const classesFor = (schoolId: number): readonly EnrollableClass[] => {
    const pool = newSchools.has(schoolId) ? notEnded : schoolId === alumniSchool ? ended : open;
    return pool.length > 0 ? pool : open;
  };
  const students: StudentRecord[] = [];
  const enrollments: EnrollmentRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = firstId + i;
    const schoolId = prng.pick(schoolIds);
    students.push({ id, name: `${prng.pick(names.givenNames)} ${prng.pick(names.familyNames)}`, schoolId });
    const pool = classesFor(schoolId);
    const chosen = new Set<number>();
    const wanted = Math.min(pool.length, prng.int(1, 2));
    while (chosen.size < wanted) {
      const klass = prng.pick(pool);
      if (chosen.has(klass.id)) continue;
      chosen.add(klass.id);
      enrollments.push({ studentId: id, classId: klass.id, enrolledAt: daysBefore(klass.start, prng.int(5, 45)) });
    }
  }
  return { students, enrollments };
}
