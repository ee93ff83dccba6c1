/** The spec's user-facing error texts (§2, §8), copied character for character. */
export const MESSAGES = {
  notFound: "Oops.. Maaf halaman tidak ditemukan",
  genericError: "Opps.. Maaf terjadi kesalahan pada website",
  backHome: "Kembali ke halaman utama",
  maintenanceTitle: "Website Sedang Dalam Perbaikan",
  maintenanceTagline: "Seperti halnya manusia, kami bertumbuh untuk menjadi lebih baik!",
  errorPageFailureTitle: "An error occurred while showing the error page",
  errorPageFailureBody: "Unfortunately an error occurred and while showing the error page another error occurred",
  errorPageFailureLink: "Go back to home",
  demoRequestSent: "Berhasil mengirim request",
  validateFailed: "This page could not be found",
} as const;

/** Seconds a client should wait before asking again while a site is in maintenance. */
export const MAINTENANCE_RETRY_AFTER_S = 3600;
