import { isAppointmentDay } from "../../schemas/catalogue/appointmentSlot.js";

/** A bookable appointment date (a weekday in Jakarta) at least `days` days from now, as YYYY-MM-DD. */
export function futureWeekday(days = 14, now = new Date()): string {
  for (let offset = days; ; offset++) {
    const date = new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    if (isAppointmentDay(date, now)) return date;
  }
}
