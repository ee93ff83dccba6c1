import { Badge, Group, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import type { ProgramSilabus } from "../shared/syllabus/syllabusTypes.js";
import { useHeadingOrder } from "../../engine/react.js";

/** A program's silabus as a week-by-week timeline. */
export function SyllabusWeeks({ silabus, emptyText }: { silabus: ProgramSilabus; emptyText: string }) {
  const h = useHeadingOrder();
  if (!silabus.weeks.length)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} data-silabus={silabus.programId}>
      <Group justify="space-between" mb="lg" gap="xs">
        <Title order={h()} fz={{ base: "lg", sm: "xl" }}>
          {silabus.name}
        </Title>
        <Badge variant="light">{silabus.weeks.length} minggu</Badge>
      </Group>
      <Timeline active={-1} bulletSize={28} lineWidth={2}>
        {silabus.weeks.map((week) => (
          <Timeline.Item
            key={week.week}
            bullet={
              <Text fz="xs" fw={700}>
                {week.week}
              </Text>
            }
            title={<Text fw={700}>{week.title}</Text>}
          >
            <Stack gap={2}>
              <Text fz="xs" c="dimmed" fw={600}>
                Minggu {week.week}
              </Text>
              {week.description ? (
                <Text fz="sm" c="dimmed">
                  {week.description}
                </Text>
              ) : null}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
