import type { PlatformDb } from "../db/PlatformDb.js";
import { hashPassword, USER_KINDS } from "../queries/accountStore.js";
import { createPrng } from "../lib/createPrng.js";
import type { BrandSeed, NamePools } from "./BrandSeed.js";
import { cityOf } from "./regions.js";
import { eventAnchorDate, renderEventContent } from "./webinarSeed.js";
import { upsertSql } from "./upsertSql.js";

type Row = Record<string, string | number | null>;

/** The password of every seeded account; the account host stand-in is for local use only. */
export const SEED_PASSWORD = "Rahasia123!";

export function seedUserEmail(tenantId: string, kind: number): string {
  return `${USER_KINDS[kind]!.replace("_", ".")}@${tenantId}.contoh.id`;
}

// The pools of text (companies, jobs, reviews, aspirations, testimonies) are data: tenants/content/shared/.
// What stays here the seed branches on or numbers by (employment types, the studio's languages, amounts).
const EMPLOYMENT = ["penuh waktu", "kontrak", "magang", "paruh waktu"] as const;

/** The twelve languages of the coding studio. */
const EXTENSIONS = [
  ["python", "Python", "3.12", ".py"],
  ["javascript", "JavaScript (Node.js)", "20", ".js"],
  ["typescript", "TypeScript", "5.4", ".ts"],
  ["java", "Java", "21", ".java"],
  ["c", "C (GCC)", "13", ".c"],
  ["cpp", "C++ (GCC)", "13", ".cpp"],
  ["csharp", "C# (.NET)", "8", ".cs"],
  ["go", "Go", "1.22", ".go"],
  ["php", "PHP", "8.3", ".php"],
  ["ruby", "Ruby", "3.3", ".rb"],
  ["kotlin", "Kotlin", "1.9", ".kt"],
  ["rust", "Rust", "1.77", ".rs"],
] as const;

const DONATION_AMOUNTS = [50000, 100000, 250000, 75000, 500000, 150000] as const;

function prepare(db: PlatformDb) {
  const statement = (table: string, columns: readonly string[], conflict: readonly string[] = ["id"]) => db.prepare<[Row]>(upsertSql(table, columns, conflict));
  return {
    career: statement("careers", [
      "id",
      "tenant_id",
      "slug",
      "title",
      "organizer",
      "location",
      "summary",
      "description",
      "starts_on",
      "ends_on",
      "published_at",
    ]),
    job: statement("jobs", [
      "id",
      "career_id",
      "title",
      "company",
      "location",
      "employment_type",
      "salary_min",
      "salary_max",
      "description",
      "requirements",
      "position",
    ]),
    programSchool: statement("program_schools", ["program_id", "school_id", "joined_on"], ["program_id", "school_id"]),
    programWeek: statement("program_syllabus", ["program_id", "week", "title", "description"], ["program_id", "week"]),
    trimWeeks: db.prepare<[number, number]>("DELETE FROM program_syllabus WHERE program_id = ? AND week >= ?"),
    batch: statement("batches", ["id", "tenant_id", "program_id", "name", "start_date", "end_date", "quota", "status"]),
    webinar: statement("webinars", [
      "id",
      "tenant_id",
      "program_id",
      "slug",
      "title",
      "speaker",
      "starts_at",
      "duration_minutes",
      "description",
      "location",
      "content",
    ]),
    gallery: statement("galleries", ["id", "tenant_id", "slug", "title", "caption", "taken_on"]),
    photo: statement("gallery_photos", ["gallery_id", "position", "name"], ["gallery_id", "position"]),
    score: statement("scores", ["student_id", "class_id", "points"], ["student_id", "class_id"]),
    user: statement("users", ["id", "tenant_id", "email", "name", "phone", "kind", "password_hash", "school_id", "created_at"]),
    client: statement("app_clients", ["id", "tenant_id", "secret", "scopes"]),
    team: statement("teams", ["id", "tenant_id", "name", "leader_name", "email", "phone", "school_id", "members", "route", "created_at"]),
    review: statement("book_reviews", ["id", "tenant_id", "name", "rating", "review", "created_at"]),
    aspiration: statement("aspirations", ["id", "tenant_id", "name", "city", "aspiration", "created_at"]),
    testimony: statement("testimonies", ["id", "tenant_id", "name", "role", "message", "rating", "created_at"]),
    donation: statement("donations", ["id", "tenant_id", "name", "email", "amount", "message", "anonymous", "created_at"]),
  };
}

export type CatalogueSeedStatements = ReturnType<typeof prepare>;
export const prepareCatalogueSeed = prepare;

export function seedExtensions(db: PlatformDb): void {
  const upsert = db.prepare<[Row]>(upsertSql("extensions", ["id", "slug", "name", "language", "version", "file_extension"], ["id"]));
  EXTENSIONS.forEach(([slug, name, version, ext], index) =>
    upsert.run({ id: index + 1, slug, name: `${name} ${version}`, language: name, version, file_extension: ext }),
  );
}

export interface BrandIds {
  readonly programs: ReadonlyMap<string, number>;
  readonly mentors: ReadonlyMap<string, number>;
  readonly classes: ReadonlyMap<string, number>;
  readonly schools: ReadonlyMap<string, number>;
  readonly enrollments: readonly { readonly studentId: number; readonly classId: number }[];
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function personName(prng: ReturnType<typeof createPrng>, names: NamePools): string {
  return `${prng.pick(names.givenNames)} ${prng.pick(names.familyNames)}`;
}

/**
 * Everything the rest of the catalogue reads, derived from a brand's own programs, classes, mentors and schools so
 * every site's careers, webinars, batches and galleries speak about that brand. Deterministic (PRNG per brand).
 */
export function seedCatalogueContent(s: CatalogueSeedStatements, brand: BrandSeed, ids: BrandIds): void {
  const { tenant, idBase } = brand;
  if (brand.programs.length === 0) {
    s.client.run({ id: `${tenant.id}-web`, tenant_id: tenant.id, secret: `${tenant.id}-rahasia-lokal`, scopes: "settings:read" });
    return;
  }
  const prng = createPrng(`catalogue:${tenant.id}`);
  const schoolCities = [...new Set(brand.schools.map((school) => cityOf(school.city).name))];
  const programId = (slug: string): number => ids.programs.get(slug)!;
  const eventAnchor = eventAnchorDate();
  const { careers, feedback, names } = brand.shared;
  const person = (): string => personName(prng, names);

  // Careers and their jobs.
  const careerTitles = [`Bursa Kerja ${tenant.title} 2026`, `Rekrutmen Bersama Mitra ${tenant.title}`, `Program Magang Digital ${tenant.title}`];
  careerTitles.forEach((title, c) => {
    const id = idBase + c + 1;
    const city = schoolCities[c % schoolCities.length]!;
    const starts = addDays("2026-03-02", c * 45);
    const slug = `${tenant.id}-${["bursa-kerja-2026", "rekrutmen-bersama", "magang-digital"][c]}`;
    s.career.run({
      id,
      tenant_id: tenant.id,
      slug,
      title,
      organizer: tenant.title,
      location: city,
      summary: `Lowongan dari perusahaan mitra untuk lulusan dan peserta ${tenant.title}, dengan sesi wawancara di ${city}.`,
      description: `<p>${title} mempertemukan peserta dan alumni dengan perusahaan mitra yang sedang merekrut.</p><p>Setiap pelamar mendapat pendampingan tim karier: peninjauan CV, latihan wawancara, dan umpan balik setelah seleksi.</p>`,
      starts_on: starts,
      ends_on: addDays(starts, 30),
      published_at: `${addDays(starts, -14)}T09:00:00+07:00`,
    });
    for (let j = 0; j < 4; j += 1) {
      const job = careers.jobs[(c * 3 + j + brand.programs.length) % careers.jobs.length]!;
      const employment = c === 2 ? "magang" : prng.pick(EMPLOYMENT.slice(0, 2));
      const base = employment === "magang" ? 2_000_000 : prng.int(5, 9) * 1_000_000;
      s.job.run({
        id: idBase + c * 10 + j + 1,
        career_id: id,
        title: employment === "magang" ? `${job.title} (Magang)` : job.title,
        company: careers.companies[(c * 4 + j + idBase / 10000) % careers.companies.length]!,
        location: prng.pick(schoolCities),
        employment_type: employment,
        salary_min: base,
        salary_max: base + prng.int(1, 4) * 1_000_000,
        description: `Bergabung dengan tim produk untuk mengerjakan ${job.title.toLowerCase()} pada layanan yang dipakai ribuan pengguna di Indonesia.`,
        requirements: JSON.stringify(job.skills),
        position: j + 1,
      });
    }
  });

  // Program syllabi (silabus) from the program's own class topics, schools per program, batches and webinars.
  brand.programs.forEach((program, p) => {
    const pid = programId(program.slug);
    const topics = brand.classes
      .filter((klass) => klass.program === program.slug)
      .flatMap((klass) => klass.syllabus.map((topic) => ({ topic, klass: klass.name })));
    const weeks = topics.slice(0, 8);
    weeks.forEach(({ topic, klass }, w) =>
      s.programWeek.run({ program_id: pid, week: w + 1, title: topic, description: `Minggu ${w + 1}: ${topic}, bagian dari kelas ${klass}.` }),
    );
    s.trimWeeks.run(pid, weeks.length + 1);

    [...ids.schools.values()].forEach((schoolId, index) => {
      if ((index + p) % 3 !== 2) s.programSchool.run({ program_id: pid, school_id: schoolId, joined_on: addDays("2025-07-14", index * 9 + p * 3) });
    });

    const statuses = ["finished", "running", "registration"] as const;
    statuses.forEach((status, b) => {
      const start = addDays("2026-01-05", b * 91 + p * 7);
      s.batch.run({
        id: idBase + p * 10 + b + 1,
        tenant_id: tenant.id,
        program_id: pid,
        name: `${program.name} Angkatan ${b + 1} 2026`,
        start_date: start,
        end_date: addDays(start, 84),
        quota: 30 + prng.int(0, 4) * 10,
        status,
      });
    });

    brand.shared.webinars.forEach((kind, w) => {
      const mentor = brand.mentors[(p + w) % brand.mentors.length]!;
      const city = schoolCities[(p + w) % schoolCities.length]!;
      const title = kind.title.replace("{program}", program.name);
      const location = kind.location.replace("{city}", city);
      s.webinar.run({
        id: idBase + p * 10 + w + 1,
        tenant_id: tenant.id,
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
    });
  });

  // Galleries whose photos are the brand's own class covers.
  const galleryTitles = ["Demo Day Proyek Akhir", "Kelas Tatap Muka", "Kunjungan Industri", "Wisuda Angkatan"];
  galleryTitles.forEach((title, g) => {
    const id = idBase + g + 1;
    const city = schoolCities[(g + 1) % schoolCities.length]!;
    s.gallery.run({
      id,
      tenant_id: tenant.id,
      slug: `${tenant.id}-galeri-${g + 1}`,
      title: `${title} ${tenant.title}`,
      caption: `Dokumentasi kegiatan ${title.toLowerCase()} di ${city}.`,
      taken_on: addDays("2026-01-24", g * 28),
    });
    brand.classes.slice(g * 3, g * 3 + 4).forEach((klass, position) => s.photo.run({ gallery_id: id, position: position + 1, name: klass.slug }));
  });

  // Scores of students in classes that have started: the leaderboard is computed from these.
  const scoring = new Set(brand.classes.filter((klass) => klass.state === "started" || klass.state === "ended").map((klass) => ids.classes.get(klass.slug)));
  const scorePrng = createPrng(`scores:${tenant.id}`);
  for (const enrollment of ids.enrollments) {
    if (scoring.has(enrollment.classId)) s.score.run({ student_id: enrollment.studentId, class_id: enrollment.classId, points: scorePrng.int(55, 100) });
  }

  // One account of every kind, teams and the app client.
  const firstSchool = [...ids.schools.values()];
  USER_KINDS.forEach((_role, kind) => {
    const email = seedUserEmail(tenant.id, kind);
    s.user.run({
      id: idBase + kind + 1,
      tenant_id: tenant.id,
      email,
      name: person(),
      phone: `0812${String(1000000 + ((idBase + kind) % 9000000)).padStart(7, "0")}`,
      kind,
      password_hash: hashPassword(SEED_PASSWORD, email),
      school_id: kind === 3 || kind === 4 ? firstSchool[kind % firstSchool.length]! : null,
      created_at: `${addDays("2026-01-05", kind * 12)}T08:00:00+07:00`,
    });
  });
  s.client.run({ id: `${tenant.id}-web`, tenant_id: tenant.id, secret: `${tenant.id}-rahasia-lokal`, scopes: "settings:read catalogue:read" });
  for (let t = 0; t < 4; t += 1) {
    const schoolId = firstSchool[(t * 3) % firstSchool.length]!;
    const school = brand.schools.find((candidate) => ids.schools.get(candidate.slug) === schoolId)!;
    s.team.run({
      id: idBase + t + 1,
      tenant_id: tenant.id,
      name: `Tim ${["Garuda", "Rajawali", "Cendrawasih", "Merak"][t]} ${school.name.split(" ").slice(-1)[0]}`,
      leader_name: person(),
      email: `tim${t + 1}@${tenant.id}.contoh.id`,
      phone: `0813${String(2000000 + t).padStart(7, "0")}`,
      school_id: schoolId,
      members: [person(), person()].join(", "),
      route: t % 2 === 0 ? "team" : "auth",
      created_at: `${addDays("2026-02-02", t * 19)}T10:00:00+07:00`,
    });
  }

  // Remote-table rows.
  feedback.reviews.forEach((review, r) =>
    s.review.run({
      id: idBase + r + 1,
      tenant_id: tenant.id,
      name: person(),
      rating: 5 - (r % 2),
      review,
      created_at: `${addDays("2026-02-10", r * 11)}T20:00:00+07:00`,
    }),
  );
  feedback.aspirations.forEach((aspiration, a) =>
    s.aspiration.run({
      id: idBase + a + 1,
      tenant_id: tenant.id,
      name: person(),
      city: schoolCities[a % schoolCities.length]!,
      aspiration,
      created_at: `${addDays("2026-02-15", a * 9)}T16:00:00+07:00`,
    }),
  );
  feedback.testimonies.forEach(({ role, message }, t) =>
    s.testimony.run({
      id: idBase + t + 1,
      tenant_id: tenant.id,
      name: person(),
      role,
      message,
      rating: 5,
      created_at: `${addDays("2026-03-01", t * 8)}T12:00:00+07:00`,
    }),
  );
  DONATION_AMOUNTS.forEach((amount, d) =>
    s.donation.run({
      id: idBase + d + 1,
      tenant_id: tenant.id,
      name: person(),
      email: `donatur${d + 1}@contoh.id`,
      amount,
      message: d % 2 === 0 ? "Semoga makin banyak anak muda belajar teknologi." : null,
      anonymous: d % 3 === 0 ? 1 : 0,
      created_at: `${addDays("2026-01-20", d * 13)}T07:30:00+07:00`,
    }),
  );
}
