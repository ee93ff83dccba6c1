import { jakartaDate } from "./jakartaDate.js";

/** "12 Maret 2026" in Jakarta time, or undefined for a missing or unreadable date. */
export function formatDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const { day, month, year } = jakartaDate(date);
  return `${day} ${month} ${year}`;
}
