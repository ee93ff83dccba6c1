import { NativeSelect } from "@mantine/core";
import type { FilterOption } from "../shared/class/classFilters.js";

/**
 * One select of the class filter bar ("Status", "Tingkat", "Program"); "Semua" shows every class again.
 * The browser's own select: a phone opens its native picker, and it needs none of the code of a custom
 * dropdown (a combobox, its popover and its positioning are most of a class page's island).
 */
export function ClassFilterSelect({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: readonly FilterOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <NativeSelect
      label={label}
      name={name}
      data={[{ value: "", label: "Semua" }, ...options]}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
