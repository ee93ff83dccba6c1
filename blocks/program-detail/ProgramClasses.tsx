import "../shared/coverCard.css";
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useHeadingOrder, PageLink } from "../../engine/react.js";
import { CLASS_BADGES, NO_STATE_BADGE } from "../shared/class/classBadge.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import type { programDetailRecord } from "./programDetailRecord.js";

type ProgramClass = NonNullable<FromSchema<typeof programDetailRecord>["classes"]>[number];

/** A program's classes as small linked cards (status, name, start date); nothing when it has none. */
export function ProgramClasses({ classes, classPath }: { classes: readonly ProgramClass[] | undefined; classPath: string }) {
  const h = useHeadingOrder();
  if (!classes?.length) return null;
  return (
    <Stack gap="md">
      <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
        Kelas dalam program ini
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {classes.map((entry) => {
          const badge = CLASS_BADGES.find((candidate) => candidate.state === entry.state) ?? NO_STATE_BADGE;
          const start = formatDate(entry.startDate);
          return (
            <Paper
              key={entry.id}
              component={PageLink}
              to={fillPath(classPath, entry)}
              withBorder
              radius="md"
              p="md"
              className="lift-card"
              data-program-class={entry.slug}
            >
              <Stack gap={6}>
                <Badge color={badge.color} variant="light" radius="sm" w="fit-content">
                  {badge.label}
                </Badge>
                <Text fw={700} lh={1.3}>
                  {entry.name}
                </Text>
                {start ? (
                  <Text fz="xs" c="dimmed">
                    Mulai {start}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
