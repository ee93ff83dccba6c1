import { addDays } from "./addDays.js";
import type { CatalogueContext } from "./CatalogueContext.js";

// The pools of text (companies, jobs) are data: tenants/content/shared/. What stays here the seed branches on.
const EMPLOYMENT = ["penuh waktu", "kontrak", "magang", "paruh waktu"] as const;

const CAREER_SLUGS = ["bursa-kerja-2026", "rekrutmen-bersama", "magang-digital"] as const;

/** A career's four jobs, from the shared job and company pools. */
async function seedJobs(context: CatalogueContext, careerId: number, c: number): Promise<void> {
  const { s, brand, prng, schoolCities } = context;
  const { careers } = brand.shared;
  for (let j = 0; j < 4; j += 1) {
    const job = careers.jobs[(c * 3 + j + brand.programs.length) % careers.jobs.length]!;
    const employment = c === 2 ? "magang" : prng.pick(EMPLOYMENT.slice(0, 2));
    const base = employment === "magang" ? 2_000_000 : prng.int(5, 9) * 1_000_000;
    await s.job.run({
      id: brand.idBase + c * 10 + j + 1,
      career_id: careerId,
      title: employment === "magang" ? `${job.title} (Magang)` : job.title,
      company: careers.companies[(c * 4 + j + brand.idBase / 10000) % careers.companies.length]!,
      location: prng.pick(schoolCities),
      employment_type: employment,
      salary_min: base,
      salary_max: base + prng.int(1, 4) * 1_000_000,
      description: `Bergabung dengan tim produk untuk mengerjakan ${job.title.toLowerCase()} pada layanan yang dipakai ribuan pengguna di Indonesia.`,
      requirements: JSON.stringify(job.skills),
      position: j + 1,
    });
  }
}

/** The brand's three careers (job fair, joint recruitment, internships) and their jobs. */
export async function seedCareers(context: CatalogueContext): Promise<void> {
  const { s, brand, schoolCities } = context;
  const { tenant, idBase } = brand;
  const careerTitles = [`Bursa Kerja ${tenant.title} 2026`, `Rekrutmen Bersama Mitra ${tenant.title}`, `Program Magang Digital ${tenant.title}`];
  for (const [c, title] of careerTitles.entries()) {
    const id = idBase + c + 1;
    const city = schoolCities[c % schoolCities.length]!;
    const starts = addDays("2026-03-02", c * 45);
    await s.career.run({
      id,
      tenant_id: tenant.id,
      slug: `${tenant.id}-${CAREER_SLUGS[c]}`,
      title,
      organizer: tenant.title,
      location: city,
      summary: `Lowongan dari perusahaan mitra untuk lulusan dan peserta ${tenant.title}, dengan sesi wawancara di ${city}.`,
      description: `<p>${title} mempertemukan peserta dan alumni dengan perusahaan mitra yang sedang merekrut.</p><p>Setiap pelamar mendapat pendampingan tim karier: peninjauan CV, latihan wawancara, dan umpan balik setelah seleksi.</p>`,
      starts_on: starts,
      ends_on: addDays(starts, 30),
      published_at: `${addDays(starts, -14)}T09:00:00+07:00`,
    });
    await seedJobs(context, id, c);
  }
}
