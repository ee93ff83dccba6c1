/** The platform's user-facing messages in one place, so the site and its tests quote the same text. */
export const messages = {
  settingsFound: "Berhasil mengambil pengaturan situs",
  unknownHost: (host: string): string => `Situs untuk host '${host}' tidak terdaftar`,
  missingOrigin: "Header 'Origin' wajib dikirim; seharusnya alamat situs, misalnya http://main.localhost:3000.",
  missingTenant:
    "Header 'lmsId' tidak dikirim dan host pada header 'Origin' tidak dikenali; seharusnya lmsId berisi id situs yang terdaftar.",
  unknownTenant: (id: string): string => `Situs dengan lmsId '${id}' tidak terdaftar`,
  classesFound: "Berhasil mengambil daftar kelas",
  classFound: "Berhasil mengambil detail kelas",
  classNotFound: (slug: string): string => `Kelas dengan slug '${slug}' tidak ditemukan`,
  postsFound: "Berhasil mengambil daftar post",
  postFound: "Berhasil mengambil detail post",
  postNotFound: (id: number): string => `Post dengan id ${id} tidak ditemukan`,
  appointmentCreated: "Perjanjian berhasil dibuat",
  demoRequested: "Berhasil mengirim request",
  countersFound: "Berhasil mengambil statistik",
  notFound: (method: string, url: string): string => `Endpoint ${method} ${url} tidak tersedia di platform`,
  internalError: "Terjadi kesalahan pada platform",
  wrongCredentials: "Email atau kata sandi salah.",
  tooManySignIns: (seconds: number): string => `Terlalu banyak percobaan masuk yang gagal; coba lagi dalam ${seconds} detik.`,
  tooManyWrites: (seconds: number): string => `Terlalu banyak kiriman dari alamat ini; coba lagi dalam ${seconds} detik.`,
} as const;
