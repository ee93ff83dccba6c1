import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useHeadingOrder } from "../../engine/react.js";
import { KIND_LABELS, type PortfolioEntry } from "../shared/portfolio/portfolioData.js";
import { formatDate } from "../shared/formatDate.js";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" fw={700} tt="uppercase" lts={1} c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** A portfolio entry's side box: client, kind, start date, its batches and the link to the project's site. */
export function PortfolioSummary({ entry }: { entry: PortfolioEntry }) {
  const h = useHeadingOrder();
  return (
    <Paper withBorder radius="lg" p="lg" component="aside" aria-label="Ringkasan proyek">
      <Stack gap="md">
        <Title order={h(1)} fz="lg">
          Ringkasan proyek
        </Title>
        <Fact label="Klien">{entry.clientName}</Fact>
        <Fact label="Kategori">Klien {KIND_LABELS[entry.kind].toLowerCase()}</Fact>
        <Fact label="Dimulai">{formatDate(entry.date)}</Fact>
        <Fact label="Batch">
          <Stack gap={6} mt={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {entry.batchs.map((batch) => (
              <Group component="li" key={batch.label} justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm" fw={600}>
                  {batch.label}
                </Text>
                <Text fz="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {formatDate(batch.date)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Fact>
        <Button component="a" href={entry.projectLink} target="_blank" rel="noopener noreferrer" radius="xl" fullWidth>
          Kunjungi situs proyek ↗
        </Button>
      </Stack>
    </Paper>
  );
}
