import { Anchor, Badge, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { formatMinutes } from "../shared/course/formatMinutes.js";
import { EVENT_BADGES, eventSchedule } from "../shared/event/eventStatus.js";
import { CtaButton } from "../shared/CtaButton.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
import { Fact } from "../shared/Fact.js";
import { fillPath } from "../shared/fillPath.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import type { eventDetailSchema } from "./eventDetailSchema.js";
import type { eventDetailRecord } from "./eventDetailRecord.js";
import { PageLink } from "../../engine/react.js";

export type EventDetailProps = FromSchema<typeof eventDetailSchema>;

/** One webinar or event: status, schedule, speaker, venue, the agenda (sanitized HTML) and a sign-up button. */
export function EventDetail({ props, data }: BlockComponentProps<EventDetailProps>) {
  const state = generic<FromSchema<typeof eventDetailRecord>>(data.event);
  const item = state.data;
  const badge = item ? EVENT_BADGES[item.status] : undefined;
  return (
    <DetailFrame back={props.back} state={state} label="acara" size="md" article>
      {item && badge ? (
        <Stack gap="lg" mt="md">
          <DetailHeading
            badge={
              <Badge color={badge.color} variant="light" data-event-status={item.status}>
                {badge.label}
              </Badge>
            }
            notes={[item.programName]}
            title={item.title}
            lead={item.description}
            lh={1.2}
          />
          <Paper withBorder radius="lg" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Fact label="Jadwal">{eventSchedule(item.startsAt, item.durationMinutes)}</Fact>
              <Fact label="Durasi">{formatMinutes(item.durationMinutes)}</Fact>
              <Fact label="Pembicara">{item.speaker}</Fact>
              <Fact label="Lokasi">{item.location}</Fact>
            </SimpleGrid>
          </Paper>
          {props.cta && item.status !== "past" ? <CtaButton link={props.cta} /> : null}
          {item.status === "past" ? (
            <Text fz="sm" c="dimmed">
              Acara ini sudah berlangsung. Nantikan jadwal berikutnya.
            </Text>
          ) : null}
          {item.content ? <SafeHtml html={item.content} className="article-content" /> : null}
          {item.programSlug ? (
            <Anchor component={PageLink} to={fillPath(props.programPath ?? "/Program/{programSlug}", item)} fw={600}>
              Tentang program {item.programName} →
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
