import { NativeSelect, TextInput } from "@mantine/core";
import { APPOINTMENT_SLOTS } from "../../schemas/catalogue/appointmentSlot.js";

interface TimeFieldProps {
  common: Record<string, unknown>;
  /** The bookable starts only (office hours, WIB) instead of any time of day. */
  appointment: boolean;
}

const SLOT_CHOICES = [{ value: "", label: "Pilih jam" }, ...APPOINTMENT_SLOTS.map((slot) => ({ value: slot, label: `${slot.replace(":", ".")} WIB` }))];

/**
 * A time of day, in the browser's own controls. For an appointment it is a list of the bookable half
 * hours: a visitor cannot pick a time the platform would refuse, a phone shows its own picker, and a
 * screen reader hears each one as a choice.
 */
export function TimeField({ common, appointment }: TimeFieldProps) {
  if (appointment) return <NativeSelect data={SLOT_CHOICES} {...common} />;
  return <TextInput type="time" {...common} />;
}
