import { describe, expect, it } from "vitest";
import { cities } from "../../../site/platform/seed/cities.js";
import { cityOf, provinces, regionCities, successorOf } from "../../../site/platform/seed/regions.js";

describe("regions from idn-area-data", () => {
  it("lists the 38 provinces by their Kemendagri codes, in Indonesian title case", () => {
    expect(provinces).toHaveLength(38);
    expect(provinces.find((province) => province.id === 32)).toEqual({ id: 32, name: "Jawa Barat" });
    expect(provinces.find((province) => province.id === 31)?.name).toBe("DKI Jakarta");
    expect(provinces.find((province) => province.id === 96)?.name).toBe("Papua Barat Daya");
  });

  it("lists every city and regency once, with ids and names unique per province", () => {
    expect(regionCities.length).toBeGreaterThanOrEqual(514);
    expect(new Set(regionCities.map((city) => city.id)).size).toBe(regionCities.length);
    expect(new Set(regionCities.map((city) => `${city.provinceId}|${city.name}`)).size).toBe(regionCities.length);
    for (const province of provinces) expect(regionCities.some((city) => city.provinceId === province.id)).toBe(true);
  });

  it("names a city plainly and a regency with 'Kabupaten', so Kota and Kabupaten Bandung stay apart", () => {
    const inJawaBarat = regionCities.filter((city) => city.provinceId === 32);
    expect(inJawaBarat.find((city) => city.name === "Bandung")).toMatchObject({ id: cities.bandung.id, kind: "kota", province: "Jawa Barat" });
    expect(inJawaBarat.find((city) => city.name === "Kabupaten Bandung")).toMatchObject({ id: 3204, kind: "kabupaten" });
    expect(regionCities.find((city) => city.id === 7310)?.name).toBe("Kabupaten Pangkajene dan Kepulauan");
    expect(cityOf("jakartaSelatan")).toMatchObject({ name: "Jakarta Selatan", province: "DKI Jakarta", kind: "kota" });
  });

  it("keeps the ids 1–99 of the cities schools are seeded in", () => {
    for (const [key, city] of Object.entries(cities)) {
      expect(cityOf(key as keyof typeof cities).id).toBe(city.id);
      expect(city.id).toBeLessThan(100);
    }
  });

  it("finds the package's row for a city of the earlier hand-written list", () => {
    expect(successorOf({ name: "Depok", kind: "kota", provinceId: 32 })?.id).toBe(3276);
    expect(successorOf({ name: "Aceh Besar", kind: "kabupaten", provinceId: 11 })?.id).toBe(1106);
    expect(successorOf({ name: "Depok", kind: "kota", provinceId: 33 })).toBeUndefined();
  });
});
