export interface CitySeed {
  readonly id: number;
  readonly name: string;
  readonly province: string;
}

/** Shared by all brands; schools point at these by key. Ids are stable. */
export const cities = {
  bandung: { id: 1, name: "Bandung", province: "Jawa Barat" },
  bekasi: { id: 2, name: "Bekasi", province: "Jawa Barat" },
  bogor: { id: 3, name: "Bogor", province: "Jawa Barat" },
  jakartaSelatan: { id: 4, name: "Jakarta Selatan", province: "DKI Jakarta" },
  jakartaTimur: { id: 5, name: "Jakarta Timur", province: "DKI Jakarta" },
  semarang: { id: 6, name: "Semarang", province: "Jawa Tengah" },
  solo: { id: 7, name: "Surakarta", province: "Jawa Tengah" },
  yogyakarta: { id: 8, name: "Yogyakarta", province: "DI Yogyakarta" },
  surabaya: { id: 9, name: "Surabaya", province: "Jawa Timur" },
  malang: { id: 10, name: "Malang", province: "Jawa Timur" },
  denpasar: { id: 11, name: "Denpasar", province: "Bali" },
  medan: { id: 12, name: "Medan", province: "Sumatera Utara" },
  padang: { id: 13, name: "Padang", province: "Sumatera Barat" },
  palembang: { id: 14, name: "Palembang", province: "Sumatera Selatan" },
  makassar: { id: 15, name: "Makassar", province: "Sulawesi Selatan" },
  manado: { id: 16, name: "Manado", province: "Sulawesi Utara" },
  balikpapan: { id: 17, name: "Balikpapan", province: "Kalimantan Timur" },
  pontianak: { id: 18, name: "Pontianak", province: "Kalimantan Barat" },
  mataram: { id: 19, name: "Mataram", province: "Nusa Tenggara Barat" },
  kupang: { id: 20, name: "Kupang", province: "Nusa Tenggara Timur" },
  jayapura: { id: 21, name: "Jayapura", province: "Papua" },
  ambon: { id: 22, name: "Ambon", province: "Maluku" },
} as const satisfies Record<string, CitySeed>;

export type CityKey = keyof typeof cities;
