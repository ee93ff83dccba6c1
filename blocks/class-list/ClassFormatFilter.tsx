import { SegmentedControl, Stack, Text } from "@mantine/core";
import { TYPE_OPTIONS } from "../shared/class/classFilters.js";

/** The class filter bar's format choice (online, offline, hybrid or all) under its visible "Format" label. */
export function ClassFormatFilter({ name, labelId, value, onChange }: { name: string; labelId: string; value: string; onChange: (value: string) => void }) {
  return (
    <Stack gap={4} style={{ flex: "1 1 260px", maxWidth: 420 }}>
      <Text fz="sm" fw={500} id={labelId}>
        Format
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        // Its radios carry the query key: the form holds the choice as it does the selects'.
        name={name}
        fullWidth
        radius="xl"
        data={[{ value: "", label: "Semua" }, ...TYPE_OPTIONS]}
        value={value}
        onChange={onChange}
      />
    </Stack>
  );
}
