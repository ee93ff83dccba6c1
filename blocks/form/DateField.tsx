import "@mantine/dates/styles.css";
import { DateInput, DatesProvider } from "@mantine/dates";
import "dayjs/locale/id.js";
import { isAppointmentDay } from "../../schemas/catalogue/appointmentSlot.js";

const MONTHS = ["januari", "februari", "maret", "april", "mei", "juni", "juli", "agustus", "september", "oktober", "november", "desember"];
const pad = (n: number) => String(n).padStart(2, "0");

/** What a visitor types: "2026-12-14" or "14 Desember 2026" (any case); null when it is neither. */
export function parseTypedDate(text: string): string | null {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const spoken = /^\s*(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})\s*$/.exec(text);
  const month = spoken ? MONTHS.indexOf(spoken[2]!.toLowerCase()) : -1;
  return spoken && month >= 0 ? `${spoken[3]}-${pad(month + 1)}-${pad(Number(spoken[1]))}` : null;
}

interface DateFieldProps {
  common: Record<string, unknown>;
  value: string;
  onChange: (value: string) => void;
  /** Only weekdays from today on (Asia/Jakarta), as appointments allow. */
  appointment: boolean;
}

/** A date typed or picked from a calendar (Indonesian month names); the form holds it as YYYY-MM-DD. */
export function DateField({ common, value, onChange, appointment }: DateFieldProps) {
  const now = new Date();
  return (
    <DatesProvider settings={{ locale: "id", firstDayOfWeek: 1 }}>
      <DateInput
        type="text"
        {...common}
        value={value || null}
        onChange={(next) => onChange(next ?? "")}
        valueFormat="D MMMM YYYY"
        dateParser={parseTypedDate}
        clearable
        {...(appointment && { minDate: now, excludeDate: (date: string) => !isAppointmentDay(date, now) })}
      />
    </DatesProvider>
  );
}
