import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cities, type CityKey } from "./cities.js";

export interface ProvinceSeed {
  /** The province's Kemendagri code (e.g. 32 Jawa Barat); stable across runs and package updates. */
  readonly id: number;
  readonly name: string;
}

export interface RegionCitySeed {
  readonly id: number;
  readonly name: string;
  readonly province: string;
  readonly provinceId: number;
  readonly kind: "kota" | "kabupaten";
}

// The package's own reader is asynchronous (a CSV stream), while these lists are constants of this module, ready
// when the seed and its fingerprint import them; its two small CSV files are read directly instead. Their fields
// hold neither quotes nor commas, so a plain split parses them; a row with another shape stops the start with its
// line number.
const resolvePackageFile = createRequire(import.meta.url).resolve;

function readAreaCsv(file: "provinces.csv" | "regencies.csv", columns: number): string[][] {
  const text = readFileSync(resolvePackageFile(`idn-area-data/data/${file}`), "utf8");
  const rows = text.split(/\r?\n/).map((line) => line.split(","));
  return rows.slice(1).filter((row, index) => {
    if (row.length === 1 && row[0] === "") return false;
    if (row.length !== columns || row.some((field) => field.includes('"'))) {
      throw new Error(`idn-area-data/data/${file}:${index + 2}: expected ${columns} plain fields, found '${row.join(",")}'`);
    }
    return true;
  });
}

const keptUpper = new Set(["DKI"]);
const keptLower = new Set(["dan"]);

/** "KABUPATEN PANGKAJENE DAN KEPULAUAN" → "Pangkajene dan Kepulauan"; "DKI JAKARTA" → "DKI Jakarta". */
function titleCase(upper: string): string {
  return upper
    .split(" ")
    .map((word) => {
      if (keptUpper.has(word)) return word;
      const lower = word.toLowerCase();
      return keptLower.has(lower) ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(" ");
}

/** The 38 provinces of Indonesia, as idn-area-data lists them. */
export const provinces: readonly ProvinceSeed[] = readAreaCsv("provinces.csv", 2).map(([code, name]) => ({
  id: Number(code),
  name: titleCase(name!),
}));

const provinceNames = new Map(provinces.map((province) => [province.id, province.name]));
const keyedIds = new Map<string, number>(Object.values(cities).map((city) => [city.code, city.id]));

/**
 * Every regency and city of the package. The ones schools are seeded in keep their ids from cities.ts; the rest
 * take their code as a number (32.04 → 3204), which never collides with those and stays stable.
 */
export const regionCities: readonly RegionCitySeed[] = readAreaCsv("regencies.csv", 3).map(([code, provinceCode, name]) => {
  const kind = name!.startsWith("KOTA ") ? "kota" : "kabupaten";
  const provinceId = Number(provinceCode);
  const province = provinceNames.get(provinceId);
  if (province === undefined) throw new Error(`idn-area-data lists regency ${code} under unknown province ${provinceCode}`);
  return {
    id: keyedIds.get(code!) ?? Number(code!.replace(".", "")),
    // A city goes by its own name and a regency by "Kabupaten …", as Indonesians write them; this also keeps the
    // 25 provinces' pairs such as Kota and Kabupaten Bandung apart.
    name: (kind === "kabupaten" ? "Kabupaten " : "") + titleCase(name!.replace(/^(KOTA|KABUPATEN) (ADMINISTRASI )?/, "")),
    province,
    provinceId,
    kind,
  };
});

const citiesById = new Map(regionCities.map((city) => [city.id, city]));

/** The package's city for a row seeded from the earlier hand-written list, which named regencies without "Kabupaten". */
export function successorOf(legacy: { name: string; kind: string; provinceId: number }): RegionCitySeed | undefined {
  const name = legacy.kind === "kabupaten" ? `Kabupaten ${legacy.name}` : legacy.name;
  return regionCities.find((city) => city.provinceId === legacy.provinceId && city.kind === legacy.kind && city.name === name);
}

/** The seeded city behind a school's city key. */
export function cityOf(key: CityKey): RegionCitySeed {
  const city = citiesById.get(cities[key].id);
  if (city === undefined) throw new Error(`City '${key}' (${cities[key].code}) is not in idn-area-data`);
  return city;
}
