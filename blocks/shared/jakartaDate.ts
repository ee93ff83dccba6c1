// Calendar parts of an instant in Asia/Jakarta (WIB, UTC+7, no daylight saving), without Intl: the
// first Intl.DateTimeFormat on a page loads ICU data on the main thread, and a browser whose ICU
// spells a month differently from the server's would break hydration.

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
const WEEKDAYS = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

export interface JakartaDate {
  day: number;
  /** "Maret" */
  month: string;
  /** "Mar", "Agu" */
  shortMonth: string;
  year: number;
  /** "Rabu" */
  weekday: string;
  /** "19.30" (id-ID separates hours and minutes with a dot) */
  time: string;
}

/** The date and time a visitor in Jakarta reads for this instant. */
export function jakartaDate(date: Date): JakartaDate {
  const wib = new Date(date.getTime() + WIB_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    day: wib.getUTCDate(),
    month: MONTHS[wib.getUTCMonth()]!,
    shortMonth: SHORT_MONTHS[wib.getUTCMonth()]!,
    year: wib.getUTCFullYear(),
    weekday: WEEKDAYS[wib.getUTCDay()]!,
    time: `${pad(wib.getUTCHours())}.${pad(wib.getUTCMinutes())}`,
  };
}
