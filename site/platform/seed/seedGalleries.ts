import { addDays } from "./addDays.js";
import type { CatalogueContext } from "./CatalogueContext.js";

const GALLERY_TITLES = ["Demo Day Proyek Akhir", "Kelas Tatap Muka", "Kunjungan Industri", "Wisuda Angkatan"] as const;

/** Galleries whose photos are the brand's own class covers. */
export function seedGalleries({ s, brand, schoolCities }: CatalogueContext): void {
  const { tenant, idBase } = brand;
  GALLERY_TITLES.forEach((title, g) => {
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
}
