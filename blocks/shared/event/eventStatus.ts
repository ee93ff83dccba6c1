import type { FromSchema } from "json-schema-to-ts";
import type { eventRecordSchema } from "./eventRecordSchema.js";
import { jakartaDate } from "../jakartaDate.js";

export type EventRecord = FromSchema<typeof eventRecordSchema>;

export interface EventBadge {
  label: string;
  color: "green" | "blue" | "gray";
}

/** The platform decides the status against its clock, so server and browser render the same label. */
export const EVENT_BADGES: Readonly<Record<EventRecord["status"], EventBadge>> = {
  upcoming: { label: "Akan Datang", color: "green" },
  ongoing: { label: "Sedang Berlangsung", color: "blue" },
  past: { label: "Telah Berlangsung", color: "gray" },
};

/** "Rabu, 25 November 2026 · 19.30–21.30 WIB"; the fixed zone keeps server and browser output identical. */
export function eventSchedule(startsAt: string, durationMinutes: number): string | undefined {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return undefined;
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const from = jakartaDate(start);
  return `${from.weekday}, ${from.day} ${from.month} ${from.year} · ${from.time}–${jakartaDate(end).time} WIB`;
}
