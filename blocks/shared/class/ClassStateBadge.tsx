import { Badge } from "@mantine/core";
import type { ClassBadge } from "./classBadge.js";

/** A class's status as the detail pages show it beside its program: a light badge marked with the state. */
export function ClassStateBadge({ badge }: { badge: ClassBadge }) {
  return (
    <Badge color={badge.color} variant="light" data-badge={badge.state}>
      {badge.label}
    </Badge>
  );
}
