import { Badge, Group, List, Paper, Text, Title } from "@mantine/core";
import { useHeadingOrder } from "../../engine/react.js";
import type { Competence } from "./deriveCompetences.js";

/** One competence as a list item: its code, hours, title, summary and indicators. */
export function CompetenceCard({ competence }: { competence: Competence }) {
  const h = useHeadingOrder();
  return (
    <Paper component="li" withBorder radius="lg" p="lg" data-competence={competence.code}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
          {competence.code}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {competence.hours} jam
        </Badge>
      </Group>
      <Title order={h(1)} fz="lg" mt={4}>
        {competence.title}
      </Title>
      {competence.summary ? (
        <Text fz="sm" c="dimmed" mt={4}>
          {competence.summary}
        </Text>
      ) : null}
      {competence.indicators.length ? (
        <>
          <Text fz="xs" fw={700} mt="sm">
            Indikator
          </Text>
          <List fz="sm" spacing={2} mt={4}>
            {competence.indicators.map((indicator) => (
              <List.Item key={indicator}>{indicator}</List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}
