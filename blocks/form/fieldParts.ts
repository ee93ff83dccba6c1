import type { FormField } from "../shared/form/fieldRules.js";

/**
 * The field kinds whose code only some forms need, each a lazy part in a chunk of its own, by the part's
 * name (its module's file name). The form's contract names a form's parts from its fields, and
 * FieldInput loads them: an appointment form loads neither the dropdown's popover nor the number field.
 */
export const FIELD_PARTS = {
  file: "FileField",
  select: "SelectField",
  amount: "AmountField",
  rating: "RatingField",
  password: "PasswordField",
  checkbox: "CheckboxField",
} as const satisfies Partial<Record<FormField["kind"], string>>;

/** The lazy parts a form with these fields renders. */
export function formPartsOf(fields: readonly { kind?: string }[]): string[] {
  return [...new Set(fields.flatMap((field) => (field.kind && field.kind in FIELD_PARTS ? [FIELD_PARTS[field.kind as keyof typeof FIELD_PARTS]] : [])))];
}
