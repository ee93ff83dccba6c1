import { Badge, Group, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { classItemSchema } from "../../schemas/entities.js";
import { CoverCard } from "../shared/CoverCard.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import { classBadge } from "./classBadge.js";
import { LEVEL_LABELS } from "./classFilters.js";
import { CardHeading } from "../shared/CardHeading.js";

export type ClassItem = FromSchema<typeof classItemSchema>;


export function ClassCard({ item, detailPath }: { item: ClassItem; detailPath: string }) {
  const badge = classBadge(item);
  const start = formatDate(item.startDate);
  return (
    <CoverCard to={fillPath(detailPath, item)} cover={item.logo} fallbackCover="/_platform/media/cover/kelas.svg" data-class-state={badge.state}>
      <Group justify="space-between" gap="xs">
        <Badge color={badge.color} variant="light" radius="sm" data-badge={badge.state}>
          {badge.label}
        </Badge>
        {item.level ? (
          <Text fz="xs" c="dimmed" fw={600}>
            {LEVEL_LABELS[item.level] ?? item.level}
          </Text>
        ) : null}
      </Group>
      <CardHeading title={item.name} summary={item.description} />
      <Group gap="xs" mt={4}>
        {item.programName ? <Text fz="xs" c="dimmed">{item.programName}</Text> : null}
        {start ? <Text fz="xs" c="dimmed">· Mulai {start}</Text> : null}
      </Group>
    </CoverCard>
  );
}
