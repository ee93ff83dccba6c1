import { Select } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import { APPOINTMENT_SLOTS } from "../../schemas/catalogue/appointmentSlot.js";

interface TimeFieldProps {
  common: Record<string, unknown>;
  /** The bookable starts only (office hours, WIB) instead of any time of day. */
  appointment: boolean;
}

const SLOT_CHOICES = APPOINTMENT_SLOTS.map((slot) => ({ value: slot, label: `${slot.replace(":", ".")} WIB` }));

/**
 * A time of day. For an appointment it is a list of the bookable half hours: a visitor cannot pick
 * a time the platform would refuse, and a screen reader hears each one as a choice.
 */
export function TimeField({ common, appointment }: TimeFieldProps) {
  if (appointment) return <Select type="text" data={SLOT_CHOICES} allowDeselect={false} {...common} />;
  return <TimeInput {...common} />;
}
