import type { SEED_CITY_KEYS } from "../../../schemas/content/brandContent.js";

/** A school's city in a content file; the content schema lists the keys, this file gives each its ids. */
export type CityKey = (typeof SEED_CITY_KEYS)[number];

/**
 * The cities schools are seeded in, by the regency code of idn-area-data (Kemendagri numbering). Their ids stay
 * 1–99 from the first seed on, so existing school rows keep pointing at them; names come from the package.
 */
export const cities = {
  bandung: { id: 1, code: "32.73" },
  bekasi: { id: 2, code: "32.75" },
  bogor: { id: 3, code: "32.71" },
  jakartaSelatan: { id: 4, code: "31.74" },
  jakartaTimur: { id: 5, code: "31.75" },
  semarang: { id: 6, code: "33.74" },
  solo: { id: 7, code: "33.72" },
  yogyakarta: { id: 8, code: "34.71" },
  surabaya: { id: 9, code: "35.78" },
  malang: { id: 10, code: "35.73" },
  denpasar: { id: 11, code: "51.71" },
  medan: { id: 12, code: "12.71" },
  padang: { id: 13, code: "13.71" },
  palembang: { id: 14, code: "16.71" },
  makassar: { id: 15, code: "73.71" },
  manado: { id: 16, code: "71.71" },
  balikpapan: { id: 17, code: "64.71" },
  pontianak: { id: 18, code: "61.71" },
  mataram: { id: 19, code: "52.71" },
  kupang: { id: 20, code: "53.71" },
  jayapura: { id: 21, code: "91.71" },
  ambon: { id: 22, code: "81.71" },
} as const satisfies Record<CityKey, { readonly id: number; readonly code: string }>;
