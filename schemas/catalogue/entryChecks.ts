import { appointmentSlotProblem } from "./appointmentSlot.js";
import type { CatalogueEntry } from "./catalogue.js";
import { schoolChoiceProblem } from "./schoolChoice.js";

/** Values as either side holds them after its parameter checks: each check reads only what it needs. */
type CheckedValues = Readonly<Record<string, unknown>>;

/** A rule over several parameters of one call, run by the browser's form and by the platform alike. */
export type EntryCheck = (values: CheckedValues, now: Date) => { field: string; message: string } | null;

/** The checks a catalogue entry may name in its `checks` list: an explicit registry. */
export const ENTRY_CHECKS = {
  appointmentSlot: (values, now) =>
    typeof values.date === "string" && typeof values.time === "string" ? appointmentSlotProblem(values.date, values.time, now) : null,
  schoolChoice: (values) => schoolChoiceProblem(values),
} satisfies Record<string, EntryCheck>;

export type EntryCheckName = keyof typeof ENTRY_CHECKS;

/** The first problem the entry's own checks find in values that already pass its parameter rules. */
export function entryCheckProblem(entry: CatalogueEntry, values: CheckedValues, now: Date = new Date()): { field: string; message: string } | null {
  for (const name of entry.checks ?? []) {
    const problem = ENTRY_CHECKS[name](values, now);
    if (problem) return problem;
  }
  return null;
}
