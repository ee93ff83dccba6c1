import type { BrandSeed, PostSeed } from "./BrandSeed.js";

/** Ids of berita posts sit above a brand's hand-written posts, so neither renumbers the other. */
export const BERITA_ID_OFFSET = 500;

/**
 * Three short "berita" (school-news style) posts per brand, written from the brand's own classes,
 * so that /Berita has content on every site and differs between brands.
 */
export function beritaPosts(brand: BrandSeed): PostSeed[] {
  const author = `Redaksi ${brand.tenant.title}`;
  return brand.classes.slice(0, 3).map((klass, index) => ({
    slug: `${brand.tenant.id}-berita-${klass.slug.replace(`${brand.tenant.id}-`, "")}`,
    title: [`Pendaftaran ${klass.name} Resmi Dibuka`, `Kilas Balik Pekan Pertama ${klass.name}`, `Peserta ${klass.name} Pamerkan Hasil Belajar`][index]!,
    kind: "berita",
    type: "kabar",
    author,
    publishedAt: `2026-0${6 - index}-1${index}T10:00:00+07:00`,
    summary: `${brand.tenant.title} membagikan kabar terbaru seputar kelas ${klass.name}.`,
    intro: `${klass.description} Kelas ini dimulai pada ${klass.start} dan dibimbing langsung oleh ${brand.mentors.find((mentor) => mentor.slug === klass.mentor)?.name ?? "mentor kami"}.`,
    heading: "Sorotan kegiatan",
    points: klass.syllabus.slice(0, 4),
    body: `Informasi lengkap tentang jadwal dan cara mendaftar tersedia di halaman kelas ${klass.name}.`,
  }));
}
