import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useHeadingOrder } from "../../engine/react.js";

/**
 * The top of a detail page: a badge (with `notes`, a line of it and dimmed notes beside it: program, date, author), an optional
 * eyebrow, the record's title as the page's heading and its lead paragraph. A note or lead that is empty
 * renders nothing, so callers pass the record's fields as they are.
 */
export function DetailHeading({
  badge,
  notes,
  eyebrow,
  title,
  lead,
  lh = 1.15,
}: {
  badge: ReactNode;
  notes?: ReactNode[];
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: string;
  lh?: number;
}) {
  const h = useHeadingOrder();
  return (
    <>
      {notes ? (
        <Group gap="xs">
          {badge}
          {notes.map((note, index) =>
            note ? (
              <Text key={index} fz="sm" c="dimmed">
                {note}
              </Text>
            ) : null,
          )}
        </Group>
      ) : (
        badge
      )}
      {eyebrow}
      <Title order={h()} fz={{ base: 28, sm: 40 }} lh={lh}>
        {title}
      </Title>
      {lead ? (
        <Text fz="lg" c="dimmed">
          {lead}
        </Text>
      ) : null}
    </>
  );
}
