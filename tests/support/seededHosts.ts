/** The seeded sites (issue #2): host → the site title and layout it must show. */
export const SEEDED_HOSTS = [
  { host: "main.localhost", title: "Arunika Academy", layout: "main" },
  { host: "staging.main.localhost", title: "Arunika Academy", layout: "main" },
  { host: "dev.main.localhost", title: "Arunika Academy", layout: "main" },
  { host: "pesilat.localhost", title: "Pesilat Digital", layout: "pesilat" },
  { host: "staging.pesilat.localhost", title: "Pesilat Digital", layout: "pesilat" },
  { host: "dev.pesilat.localhost", title: "Pesilat Digital", layout: "pesilat" },
  { host: "foundation.localhost", title: "Yayasan Cahaya Nusantara", layout: "foundation" },
  { host: "ligasmk.localhost", title: "Liga SMK Koding Nusantara", layout: "ligasmk" },
  { host: "jongkreatif.localhost", title: "Jong Kreatif", layout: "jongkreatif" },
  { host: "demo.localhost", title: "Akademi Demo", layout: "demo" },
] as const;

export const MAINTENANCE_HOST = "maintenance.localhost";
