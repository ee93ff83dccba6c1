/**
 * When an appointment may be booked: a weekday, office hours in Jakarta (WIB, UTC+7 all year), a
 * start every half hour from 08.00 to 15.30, and not in the past. The browser's pickers offer only
 * these, and the platform refuses anything else with the same sentence.
 */
export const APPOINTMENT_TIME_ZONE = "Asia/Jakarta";
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export const APPOINTMENT_SLOTS: readonly string[] = Array.from(
  { length: 16 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);

/** "2026-12-01" and "10:30" as the Jakarta wall clock shows them at `now`. */
export function jakartaNow(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + WIB_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Sunday 0 … Saturday 6 of a calendar date, whatever the machine's own time zone. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isAppointmentDay(date: string, now: Date): boolean {
  const day = weekday(date);
  return day >= 1 && day <= 5 && date >= jakartaNow(now).date;
}

export interface SlotProblem {
  readonly field: "date" | "time";
  readonly message: string;
}

/** Why this date and time cannot be booked at `now`, or null. Expects a valid date and HH:MM time. */
export function appointmentSlotProblem(date: string, time: string, now: Date): SlotProblem | null {
  const today = jakartaNow(now);
  if (date < today.date) return { field: "date", message: "Tanggal itu sudah lewat; pilih hari ini atau sesudahnya." };
  if (!isAppointmentDay(date, now)) return { field: "date", message: "Pertemuan hanya pada hari kerja, Senin sampai Jumat; pilih tanggal lain." };
  if (!APPOINTMENT_SLOTS.includes(time)) return { field: "time", message: "Pilih jam pertemuan antara 08.00 dan 15.30 WIB, tiap setengah jam." };
  if (date === today.date && time <= today.time) return { field: "time", message: "Jam itu sudah lewat hari ini; pilih jam lain atau tanggal lain." };
  return null;
}
