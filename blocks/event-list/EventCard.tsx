import "../shared/coverCard.css";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { fillPath } from "../shared/fillPath.js";
import { jakartaDate } from "../shared/jakartaDate.js";
import { EVENT_BADGES, eventSchedule, type EventRecord } from "../shared/event/eventStatus.js";
import { useHeadingOrder, PageLink } from "../../engine/react.js";

/** An event as a card: a date tile, status, title, schedule, speaker and venue. */
export function EventCard({ item, detailPath }: { item: EventRecord; detailPath: string }) {
  const h = useHeadingOrder();
  const badge = EVENT_BADGES[item.status];
  const start = new Date(item.startsAt);
  const calendar = Number.isNaN(start.getTime()) ? undefined : jakartaDate(start);
  return (
    <Card
      component={PageLink}
      to={fillPath(detailPath, item)}
      withBorder
      radius="lg"
      padding="lg"
      className="lift-card"
      data-event={item.slug}
      data-event-status={item.status}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        {calendar ? (
          <Stack
            gap={0}
            align="center"
            justify="center"
            w={56}
            h={60}
            style={{ flexShrink: 0, borderRadius: 12, background: "var(--mantine-color-brand-0, var(--mantine-color-gray-1))" }}
          >
            <Text fz={22} fw={800} lh={1} c="brand.7">
              {calendar.day}
            </Text>
            <Text fz="xs" fw={700} tt="uppercase" c="brand.7">
              {calendar.shortMonth}
            </Text>
          </Stack>
        ) : null}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Badge color={badge.color} variant="light" radius="sm" w="fit-content">
            {badge.label}
          </Badge>
          <Title order={h()} fz="lg" lh={1.3} lineClamp={2}>
            {item.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {eventSchedule(item.startsAt, item.durationMinutes)}
          </Text>
          {item.speaker ? <Text fz="sm">Bersama {item.speaker}</Text> : null}
          {item.location ? (
            <Text fz="xs" c="dimmed">
              {item.location}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
