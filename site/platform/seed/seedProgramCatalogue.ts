import { addDays } from "./addDays.js";
import type { ProgramSeed } from "./BrandSeed.js";
import type { CatalogueContext } from "./CatalogueContext.js";
import { eventAnchorDate, renderEventContent } from "./webinarSeed.js";

const BATCH_STATUSES = ["finished", "running", "registration"] as const;

/** A program's syllabus (silabus): the first eight topics of its own classes, one a week. */
async function seedProgramWeeks({ s, brand }: CatalogueContext, program: ProgramSeed, pid: number): Promise<void> {
  const topics = brand.classes
    .filter((klass) => klass.program === program.slug)
    .flatMap((klass) => klass.syllabus.map((topic) => ({ topic, klass: klass.name })));
  const weeks = topics.slice(0, 8);
  for (const [w, { topic, klass }] of weeks.entries()) {
    await s.programWeek.run({ program_id: pid, week: w + 1, title: topic, description: `Minggu ${w + 1}: ${topic}, bagian dari kelas ${klass}.` });
  }
  await s.trimWeeks.run(pid, weeks.length + 1);
}

/** Two schools in three take part in each program, a different two for each. */
async function seedProgramSchools({ s, ids }: CatalogueContext, pid: number, p: number): Promise<void> {
  for (const [index, schoolId] of [...ids.schools.values()].entries()) {
    if ((index + p) % 3 !== 2) await s.programSchool.run({ program_id: pid, school_id: schoolId, joined_on: addDays("2025-07-14", index * 9 + p * 3) });
  }
}

/** A finished, a running and an open batch (angkatan) of the program. */
async function seedBatches({ s, brand, prng }: CatalogueContext, program: ProgramSeed, pid: number, p: number): Promise<void> {
  for (const [b, status] of BATCH_STATUSES.entries()) {
    const start = addDays("2026-01-05", b * 91 + p * 7);
    await s.batch.run({
      id: brand.idBase + p * 10 + b + 1,
      tenant_id: brand.tenant.id,
      program_id: pid,
      name: `${program.name} Angkatan ${b + 1} 2026`,
      start_date: start,
      end_date: addDays(start, 84),
      quota: 30 + prng.int(0, 4) * 10,
      status,
    });
  }
}

/** The shared webinar kinds, each given by one of the brand's mentors in one of its schools' cities. */
async function seedWebinars({ s, brand, schoolCities }: CatalogueContext, program: ProgramSeed, pid: number, p: number, eventAnchor: string): Promise<void> {
  for (const [w, kind] of brand.shared.webinars.entries()) {
    const mentor = brand.mentors[(p + w) % brand.mentors.length]!;
    const city = schoolCities[(p + w) % schoolCities.length]!;
    const title = kind.title.replace("{program}", program.name);
    const location = kind.location.replace("{city}", city);
    await s.webinar.run({
      id: brand.idBase + p * 10 + w + 1,
      tenant_id: brand.tenant.id,
      program_id: pid,
      slug: `${program.slug}-webinar-${w + 1}`,
      title,
      speaker: mentor.name,
      starts_at: `${addDays(eventAnchor, kind.dayOffset + p * 6)}T${kind.time}:00+07:00`,
      duration_minutes: kind.minutes,
      description: `${program.summary} ${kind.lead.replace("{mentor}", `${mentor.name} (${mentor.expertise})`)}`,
      location,
      content: renderEventContent({
        title,
        programName: program.name,
        mentorName: mentor.name,
        location,
        time: kind.time,
        agenda: kind.agenda,
        audience: kind.audience,
      }),
    });
  }
}

/** Per program: its syllabus, its schools, its batches and its webinars. */
export async function seedProgramCatalogue(context: CatalogueContext): Promise<void> {
  const eventAnchor = eventAnchorDate();
  for (const [p, program] of context.brand.programs.entries()) {
    const pid = context.ids.programs.get(program.slug)!;
    await seedProgramWeeks(context, program, pid);
    await seedProgramSchools(context, pid, p);
    await seedBatches(context, program, pid, p);
    await seedWebinars(context, program, pid, p, eventAnchor);
  }
}
