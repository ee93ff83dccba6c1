import { SimpleGrid, Stack } from "@mantine/core";
import type { MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";

/** A detail page's two columns on wide screens: the record's text beside its cover (`aside`); stacked on phones. */
export function DetailColumns({ children, aside, mt }: { children: ReactNode; aside: ReactNode; mt?: MantineSpacing }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} mt={mt}>
      <Stack gap="md">{children}</Stack>
      {aside}
    </SimpleGrid>
  );
}
