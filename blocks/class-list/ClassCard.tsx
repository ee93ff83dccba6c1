import { Badge } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { classCardRecord } from "../shared/class/classCardRecord.js";
import { CoverCard } from "../shared/CoverCard.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import { classBadge } from "../shared/class/classBadge.js";
import { LEVEL_LABELS } from "../shared/class/classFilters.js";
import { CardHeading } from "../shared/CardHeading.js";
import { CardFact, CardMeta } from "../shared/CardMeta.js";

export type ClassItem = FromSchema<typeof classCardRecord>;

export function ClassCard({ item, detailPath }: { item: ClassItem; detailPath: string }) {
  const badge = classBadge(item);
  const start = formatDate(item.startDate);
  return (
    <CoverCard to={fillPath(detailPath, item)} cover={item.logo} fallbackCover="cover/kelas.svg" data-class-state={badge.state}>
      <CardMeta spread>
        <Badge color={badge.color} variant="light" radius="sm" data-badge={badge.state}>
          {badge.label}
        </Badge>
        {item.level ? <CardFact strong>{LEVEL_LABELS[item.level] ?? item.level}</CardFact> : null}
      </CardMeta>
      <CardHeading title={item.name} summary={item.description} />
      <CardMeta footer>
        {item.programName ? <CardFact>{item.programName}</CardFact> : null}
        {start ? <CardFact>· Mulai {start}</CardFact> : null}
      </CardMeta>
    </CoverCard>
  );
}
