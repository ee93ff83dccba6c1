import { cities } from "./cities.js";

export interface ProvinceSeed {
  /** The province's code in the Kemendagri/BPS numbering (e.g. 32 Jawa Barat); stable across runs. */
  readonly id: number;
  readonly name: string;
}

export interface RegionCitySeed {
  readonly id: number;
  readonly name: string;
  readonly province: string;
  readonly kind: "kota" | "kabupaten";
}

/** The 38 provinces of Indonesia (since the 2022 Papua split), by their official codes. */
export const provinces: readonly ProvinceSeed[] = [
  { id: 11, name: "Aceh" },
  { id: 12, name: "Sumatera Utara" },
  { id: 13, name: "Sumatera Barat" },
  { id: 14, name: "Riau" },
  { id: 15, name: "Jambi" },
  { id: 16, name: "Sumatera Selatan" },
  { id: 17, name: "Bengkulu" },
  { id: 18, name: "Lampung" },
  { id: 19, name: "Kepulauan Bangka Belitung" },
  { id: 21, name: "Kepulauan Riau" },
  { id: 31, name: "DKI Jakarta" },
  { id: 32, name: "Jawa Barat" },
  { id: 33, name: "Jawa Tengah" },
  { id: 34, name: "DI Yogyakarta" },
  { id: 35, name: "Jawa Timur" },
  { id: 36, name: "Banten" },
  { id: 51, name: "Bali" },
  { id: 52, name: "Nusa Tenggara Barat" },
  { id: 53, name: "Nusa Tenggara Timur" },
  { id: 61, name: "Kalimantan Barat" },
  { id: 62, name: "Kalimantan Tengah" },
  { id: 63, name: "Kalimantan Selatan" },
  { id: 64, name: "Kalimantan Timur" },
  { id: 65, name: "Kalimantan Utara" },
  { id: 71, name: "Sulawesi Utara" },
  { id: 72, name: "Sulawesi Tengah" },
  { id: 73, name: "Sulawesi Selatan" },
  { id: 74, name: "Sulawesi Tenggara" },
  { id: 75, name: "Gorontalo" },
  { id: 76, name: "Sulawesi Barat" },
  { id: 81, name: "Maluku" },
  { id: 82, name: "Maluku Utara" },
  { id: 91, name: "Papua" },
  { id: 92, name: "Papua Barat" },
  { id: 93, name: "Papua Selatan" },
  { id: 94, name: "Papua Tengah" },
  { id: 95, name: "Papua Pegunungan" },
  { id: 96, name: "Papua Barat Daya" },
];

/** A few real cities and regencies per province beyond the ones schools use (cities.ts keeps ids 1–99). */
const more: readonly (readonly [string, string, "kota" | "kabupaten"])[] = [
  ["Banda Aceh", "Aceh", "kota"], ["Lhokseumawe", "Aceh", "kota"], ["Aceh Besar", "Aceh", "kabupaten"],
  ["Pematangsiantar", "Sumatera Utara", "kota"], ["Deli Serdang", "Sumatera Utara", "kabupaten"],
  ["Bukittinggi", "Sumatera Barat", "kota"], ["Agam", "Sumatera Barat", "kabupaten"],
  ["Pekanbaru", "Riau", "kota"], ["Dumai", "Riau", "kota"], ["Kampar", "Riau", "kabupaten"],
  ["Jambi", "Jambi", "kota"], ["Muaro Jambi", "Jambi", "kabupaten"],
  ["Lubuklinggau", "Sumatera Selatan", "kota"], ["Ogan Ilir", "Sumatera Selatan", "kabupaten"],
  ["Bengkulu", "Bengkulu", "kota"], ["Rejang Lebong", "Bengkulu", "kabupaten"],
  ["Bandar Lampung", "Lampung", "kota"], ["Metro", "Lampung", "kota"], ["Lampung Selatan", "Lampung", "kabupaten"],
  ["Pangkalpinang", "Kepulauan Bangka Belitung", "kota"], ["Belitung", "Kepulauan Bangka Belitung", "kabupaten"],
  ["Batam", "Kepulauan Riau", "kota"], ["Tanjungpinang", "Kepulauan Riau", "kota"],
  ["Jakarta Pusat", "DKI Jakarta", "kota"], ["Jakarta Barat", "DKI Jakarta", "kota"], ["Jakarta Utara", "DKI Jakarta", "kota"],
  ["Depok", "Jawa Barat", "kota"], ["Cirebon", "Jawa Barat", "kota"], ["Tasikmalaya", "Jawa Barat", "kota"],
  ["Magelang", "Jawa Tengah", "kota"], ["Pekalongan", "Jawa Tengah", "kota"], ["Banyumas", "Jawa Tengah", "kabupaten"],
  ["Sleman", "DI Yogyakarta", "kabupaten"], ["Bantul", "DI Yogyakarta", "kabupaten"],
  ["Kediri", "Jawa Timur", "kota"], ["Madiun", "Jawa Timur", "kota"], ["Sidoarjo", "Jawa Timur", "kabupaten"],
  ["Serang", "Banten", "kota"], ["Tangerang", "Banten", "kota"], ["Tangerang Selatan", "Banten", "kota"], ["Cilegon", "Banten", "kota"],
  ["Badung", "Bali", "kabupaten"], ["Gianyar", "Bali", "kabupaten"],
  ["Bima", "Nusa Tenggara Barat", "kota"], ["Lombok Tengah", "Nusa Tenggara Barat", "kabupaten"],
  ["Sikka", "Nusa Tenggara Timur", "kabupaten"], ["Manggarai Barat", "Nusa Tenggara Timur", "kabupaten"],
  ["Singkawang", "Kalimantan Barat", "kota"], ["Kubu Raya", "Kalimantan Barat", "kabupaten"],
  ["Palangka Raya", "Kalimantan Tengah", "kota"], ["Kotawaringin Timur", "Kalimantan Tengah", "kabupaten"],
  ["Banjarmasin", "Kalimantan Selatan", "kota"], ["Banjarbaru", "Kalimantan Selatan", "kota"],
  ["Samarinda", "Kalimantan Timur", "kota"], ["Bontang", "Kalimantan Timur", "kota"],
  ["Tarakan", "Kalimantan Utara", "kota"], ["Bulungan", "Kalimantan Utara", "kabupaten"],
  ["Bitung", "Sulawesi Utara", "kota"], ["Tomohon", "Sulawesi Utara", "kota"],
  ["Palu", "Sulawesi Tengah", "kota"], ["Banggai", "Sulawesi Tengah", "kabupaten"],
  ["Parepare", "Sulawesi Selatan", "kota"], ["Gowa", "Sulawesi Selatan", "kabupaten"],
  ["Kendari", "Sulawesi Tenggara", "kota"], ["Baubau", "Sulawesi Tenggara", "kota"],
  ["Gorontalo", "Gorontalo", "kota"], ["Bone Bolango", "Gorontalo", "kabupaten"],
  ["Mamuju", "Sulawesi Barat", "kabupaten"], ["Polewali Mandar", "Sulawesi Barat", "kabupaten"],
  ["Tual", "Maluku", "kota"], ["Maluku Tengah", "Maluku", "kabupaten"],
  ["Ternate", "Maluku Utara", "kota"], ["Tidore Kepulauan", "Maluku Utara", "kota"],
  ["Keerom", "Papua", "kabupaten"], ["Biak Numfor", "Papua", "kabupaten"],
  ["Manokwari", "Papua Barat", "kabupaten"], ["Fakfak", "Papua Barat", "kabupaten"],
  ["Merauke", "Papua Selatan", "kabupaten"], ["Mappi", "Papua Selatan", "kabupaten"],
  ["Nabire", "Papua Tengah", "kabupaten"], ["Mimika", "Papua Tengah", "kabupaten"],
  ["Jayawijaya", "Papua Pegunungan", "kabupaten"], ["Yahukimo", "Papua Pegunungan", "kabupaten"],
  ["Sorong", "Papua Barat Daya", "kota"], ["Raja Ampat", "Papua Barat Daya", "kabupaten"],
];

const provinceIds = new Map(provinces.map((province) => [province.name, province.id]));

export function provinceIdOf(name: string): number {
  const id = provinceIds.get(name);
  if (id === undefined) throw new Error(`Unknown province '${name}' in the region seed`);
  return id;
}

/** Every seeded city: the school cities (ids 1–99) and the rest (ids from 101, in list order). */
export const regionCities: readonly RegionCitySeed[] = [
  ...Object.values(cities).map((city) => ({ ...city, kind: "kota" as const })),
  ...more.map(([name, province, kind], index) => ({ id: 101 + index, name, province, kind })),
];
