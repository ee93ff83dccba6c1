import type { PlatformDb } from "../db/PlatformDb.js";

export interface RegionStore {
  provinces(): Promise<{ id: number; name: string; cityCount: number }[]>;
  province(id: number): Promise<{ id: number; name: string } | undefined>;
  /** A province's cities and regencies, by place name, so Kabupaten Bandung sits beside Bandung; the city first. */
  cities(provinceId: number): Promise<{ id: number; name: string; kind: string; provinceId: number }[]>;
  city(id: number): Promise<{ id: number; name: string } | undefined>;
}

/** Provinces and cities: shared by every site. */
export function createRegionStore(db: PlatformDb): RegionStore {
  const provinces = db.prepare<[], { id: number; name: string; cityCount: number }>(
    'SELECT p.id, p.name, (SELECT count(*) FROM cities c WHERE c.province_id = p.id) AS "cityCount" FROM provinces p ORDER BY p.id',
  );
  const province = db.prepare<[number], { id: number; name: string }>("SELECT id, name FROM provinces WHERE id = ?");
  const cities = db.prepare<[number], { id: number; name: string; kind: string; provinceId: number }>(
    `SELECT id, name, kind, province_id AS "provinceId" FROM cities WHERE province_id = ? ORDER BY replace(name, 'Kabupaten ', ''), kind DESC`,
  );
  const city = db.prepare<[number], { id: number; name: string }>("SELECT id, name FROM cities WHERE id = ?");
  return {
    provinces: () => provinces.all(),
    province: (id) => province.get(id),
    cities: (provinceId) => cities.all(provinceId),
    city: (id) => city.get(id),
  };
}
