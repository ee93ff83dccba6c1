import { addDays } from "./addDays.js";
import type { CatalogueContext } from "./CatalogueContext.js";

const GALLERY_TITLES = ["Demo Day Proyek Akhir", "Kelas Tatap Muka", "Kunjungan Industri", "Wisuda Angkatan"] as const;

/** Galleries whose photos are the brand's own class covers. */
export async function seedGalleries({ s, brand, schoolCities }: CatalogueContext): Promise<void> {
  const { tenant, idBase } = brand;
  for (const [g, title] of GALLERY_TITLES.entries()) {
    const id = idBase + g + 1;
    const city = schoolCities[(g + 1) % schoolCities.length]!;
    await s.gallery.run({
      id,
      tenant_id: tenant.id,
      slug: `${tenant.id}-galeri-${g + 1}`,
      title: `${title} ${tenant.title}`,
      caption: `Dokumentasi kegiatan ${title.toLowerCase()} di ${city}.`,
      taken_on: addDays("2026-01-24", g * 28),
    });
    for (const [position, klass] of brand.classes.slice(g * 3, g * 3 + 4).entries()) {
      await s.photo.run({ gallery_id: id, position: position + 1, name: klass.slug });
    }
  }
}
