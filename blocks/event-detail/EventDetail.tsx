import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import { generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { formatMinutes } from "../course-detail/formatMinutes.js";
import { EVENT_BADGES, eventSchedule, type EventRecord } from "../event-list/eventStatus.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { Fact } from "../shared/Fact.js";
import { fillPath } from "../shared/fillPath.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import type { eventDetailSchema } from "./eventDetailSchema.js";

export type EventDetailProps = FromSchema<typeof eventDetailSchema>;

/** One webinar or event: status, schedule, speaker, venue, the agenda (sanitized HTML) and a sign-up button. */
export function EventDetail({ props, data }: BlockComponentProps<EventDetailProps>) {
  const h = useHeadingOrder();
  const state = generic<EventRecord>(data.event);
  const item = state.data;
  const badge = item ? EVENT_BADGES[item.status] : undefined;
  return (
    <DetailFrame back={props.back} state={state} label="acara" size="md" article>
      {item && badge ? (
        <Stack gap="lg" mt="md">
          <Group gap="xs">
            <Badge color={badge.color} variant="light" data-event-status={item.status}>
              {badge.label}
            </Badge>
            {item.programName ? (
              <Text fz="sm" c="dimmed">
                {item.programName}
              </Text>
            ) : null}
          </Group>
          <Title order={h()} fz={{ base: 28, sm: 40 }} lh={1.2}>
            {item.title}
          </Title>
          {item.description ? (
            <Text fz="lg" c="dimmed">
              {item.description}
            </Text>
          ) : null}
          <Paper withBorder radius="lg" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Fact label="Jadwal">{eventSchedule(item.startsAt, item.durationMinutes)}</Fact>
              <Fact label="Durasi">{formatMinutes(item.durationMinutes)}</Fact>
              <Fact label="Pembicara">{item.speaker}</Fact>
              <Fact label="Lokasi">{item.location}</Fact>
            </SimpleGrid>
          </Paper>
          {props.cta && item.status !== "past" ? (
            <Group>
              <Button component={Link} to={props.cta.to} radius="xl" size="md">
                {props.cta.label}
              </Button>
            </Group>
          ) : null}
          {item.status === "past" ? (
            <Text fz="sm" c="dimmed">
              Acara ini sudah berlangsung. Nantikan jadwal berikutnya.
            </Text>
          ) : null}
          {item.content ? <SafeHtml html={item.content} className="article-content" /> : null}
          {item.programSlug ? (
            <Anchor component={Link} to={fillPath(props.programPath ?? "/Program/{programSlug}", item)} fw={600}>
              Tentang program {item.programName} →
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
