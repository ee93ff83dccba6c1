import type { FromSchema } from "json-schema-to-ts";
import { paginated } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { CardListSection } from "../shared/CardListSection.js";
import { EventCard } from "./EventCard.js";
import type { eventListSchema } from "./eventListSchema.js";
import type { EventRecord } from "../shared/event/eventStatus.js";

export type EventListProps = FromSchema<typeof eventListSchema>;

/** Webinars and events, upcoming first (the platform's order), paginated. */
export function EventList({ props, data, bindings }: BlockComponentProps<EventListProps>) {
  const detailPath = props.detailPath ?? "/Event/{slug}";
  return (
    <CardListSection
      heading={props}
      state={paginated<EventRecord>(data.events)}
      binding={bindings.events}
      label="daftar acara"
      emptyText={props.emptyText ?? "Belum ada acara yang dijadwalkan."}
      columns={props.columns ?? 3}
      renderItem={(item) => <EventCard key={item.id} item={item} detailPath={detailPath} />}
    />
  );
}
