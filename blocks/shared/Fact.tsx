import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A small labelled fact of a detail page ("Mulai", "Lokasi" …); nothing when there is no value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}
