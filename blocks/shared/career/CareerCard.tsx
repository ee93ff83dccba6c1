import type { FromSchema } from "json-schema-to-ts";
import { Badge, Group, Text } from "@mantine/core";
import { CoverCard } from "../CoverCard.js";
import { fillPath } from "../fillPath.js";
import { formatDate } from "../formatDate.js";
import { CardHeading } from "../CardHeading.js";
import type { careerRecord } from "./careerRecord.js";

/** A career event (hiring programme with partner companies) as the card reads it. */
export type CareerItem = FromSchema<typeof careerRecord>;

export function careerPeriod(item: Pick<CareerItem, "startsOn" | "endsOn">): string | undefined {
  const start = formatDate(item.startsOn);
  const end = formatDate(item.endsOn);
  return start && end ? `${start} – ${end}` : (start ?? end);
}

export function CareerCard({ item, detailPath }: { item: CareerItem; detailPath: string }) {
  const period = careerPeriod(item);
  return (
    <CoverCard to={fillPath(detailPath, item)} cover={item.cover} fallbackCover="cover/kelas.svg" data-career={item.slug}>
      <Group justify="space-between" gap="xs">
        {item.jobCount ? (
          <Badge variant="light" radius="sm">
            {item.jobCount} lowongan
          </Badge>
        ) : null}
        {item.location ? (
          <Text fz="xs" c="dimmed" fw={600}>
            {item.location}
          </Text>
        ) : null}
      </Group>
      <CardHeading title={item.title} summary={item.summary} />
      {period ? (
        <Text fz="xs" c="dimmed">
          {period}
        </Text>
      ) : null}
    </CoverCard>
  );
}
