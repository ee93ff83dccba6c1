import { Select } from "@mantine/core";
import type { FormField } from "../shared/form/fieldRules.js";
import type { Choice, ChoicesState } from "./fieldChoices.js";

interface SelectFieldProps {
  field: FormField;
  common: Record<string, unknown>;
  choices: Choice[];
  choicesState?: ChoicesState;
}

/**
 * A choice from a list that may be long (the schools of a city) or come from a source: Mantine's Select,
 * searchable past eight options. Its dropdown (Combobox, Popover, floating-ui) is a lazy part of the form.
 */
export function SelectField({ field, common, choices, choicesState }: SelectFieldProps) {
  const state = choicesState ?? {};
  // A cascade's select says what it waits for instead of opening empty.
  const placeholder = state.waitingFor ? `Pilih ${state.waitingFor.toLowerCase()} dahulu` : state.loading ? "Memuat pilihan…" : field.placeholder;
  const failure = state.failed ? `Pilihan ${field.label.toLowerCase()} gagal dimuat. Buka daftar ini lagi untuk mencoba ulang.` : undefined;
  return (
    <Select
      type="text"
      data={choices}
      allowDeselect={false}
      searchable={choices.length > 8}
      nothingFoundMessage="Tidak ada yang cocok"
      openOnFocus={false}
      {...common}
      // Mantine's Select keeps showing the last label for a value that matches no option; "" is none.
      value={((common as { value?: string }).value || null) as string | null}
      placeholder={placeholder}
      // Only while it waits for another field: a select still loading stays focusable, so a visitor
      // sent to it by an error lands there.
      disabled={Boolean(state.waitingFor)}
      error={((common as { error?: unknown }).error as string | undefined) ?? failure}
      onDropdownOpen={state.failed ? state.retry : undefined}
    />
  );
}
