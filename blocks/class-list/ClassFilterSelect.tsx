import { Select } from "@mantine/core";
import type { FilterOption } from "./classFilters.js";

/** One select of the class filter bar ("Status", "Tingkat", "Program"); clearing it shows every class again. */
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
    <Select
      type="text"
      label={label}
      name={name}
      placeholder="Semua"
      data={options.map((option) => ({ ...option }))}
      value={value}
      onChange={onChange}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
    />
  );
}
