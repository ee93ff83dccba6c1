import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** Shared frame of the 404, error and maintenance screens. */
export function StatusScreen({ code, title, children, action }: { code?: string; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Container size="sm" py={96} className="status-screen">
      <Stack align="center" gap="md" ta="center">
        {code ? (
          <Text fz={96} fw={900} lh={1} c="brand.6" aria-hidden>
            {code}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {title}
        </Title>
        {children}
        {action}
      </Stack>
    </Container>
  );
}
