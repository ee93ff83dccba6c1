// Common Indonesian given names and family names, combined at random by the seed; no real person is meant.
export const givenNames = [
  "Aditya", "Agus", "Aisyah", "Alya", "Anisa", "Arif", "Ayu", "Bagas", "Bayu", "Budi", "Cahya", "Citra",
  "Dafa", "Dewi", "Dimas", "Dinda", "Eka", "Fajar", "Farah", "Fikri", "Gilang", "Hana", "Hendra", "Indah",
  "Intan", "Irfan", "Joko", "Kartika", "Laras", "Lestari", "Maya", "Nabila", "Naufal", "Nur", "Putri",
  "Raka", "Rani", "Reza", "Rizky", "Salsabila", "Sekar", "Sinta", "Taufik", "Tiara", "Vina", "Wahyu",
  "Wulan", "Yoga", "Yudha", "Zahra",
] as const;

export const familyNames = [
  "Pratama", "Saputra", "Wijaya", "Lestari", "Nugroho", "Santoso", "Hidayat", "Kurniawan", "Permata",
  "Setiawan", "Siregar", "Nasution", "Simanjuntak", "Wibowo", "Rahmawati", "Putra", "Maharani", "Anggraini",
  "Syahputra", "Ramadhan", "Firmansyah", "Utami", "Hutapea", "Manurung", "Tanjung", "Hakim", "Sulistyo",
  "Purnomo", "Wulandari", "Tambunan",
] as const;
