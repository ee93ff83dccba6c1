import { TextInput } from "@mantine/core";
import { jakartaNow } from "../../schemas/catalogue/appointmentSlot.js";

interface DateFieldProps {
  common: Record<string, unknown>;
  value: string;
  onChange: (value: string) => void;
  /** From today on (Asia/Jakarta), as appointments allow; weekends are refused by the form's rules. */
  appointment: boolean;
}

/**
 * A date, in the browser's own date input: a phone opens its native calendar, in the visitor's language,
 * and the form holds the value as YYYY-MM-DD. No calendar of our own to download and start.
 */
export function DateField({ common, value, onChange, appointment }: DateFieldProps) {
  return (
    <TextInput
      type="date"
      {...common}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      min={appointment ? jakartaNow(new Date()).date : undefined}
    />
  );
}
