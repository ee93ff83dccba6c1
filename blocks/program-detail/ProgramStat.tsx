import { Paper, Text } from "@mantine/core";
import { formatNumber } from "../shared/formatNumber.js";

/** One count of a program ("Siswa"), a big number over its label; nothing when the count is unknown. */
export function ProgramStat({ label, value }: { label: string; value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <Paper withBorder radius="md" p="md" ta="center">
      <Text fz={{ base: 24, sm: 30 }} fw={800} c="brand.7" lh={1.1}>
        {formatNumber(value)}
      </Text>
      <Text fz="xs" c="dimmed" mt={4}>
        {label}
      </Text>
    </Paper>
  );
}
