import { Badge } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { postCardRecord } from "./postCardRecord.js";
import { CoverCard } from "../shared/CoverCard.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import { postKindLabel } from "../shared/postKind.js";
import { CardHeading } from "../shared/CardHeading.js";
import { CardFact, CardMeta } from "../shared/CardMeta.js";

export type PostItem = FromSchema<typeof postCardRecord>;

export function ArticleCard({ item, detailPath, horizontal }: { item: PostItem; detailPath: string; horizontal: boolean }) {
  const date = formatDate(item.publishedAt);
  return (
    <CoverCard to={fillPath(detailPath, item)} cover={item.cover} fallbackCover="cover/artikel.svg" className={horizontal ? "article-card--row" : undefined}>
      <CardMeta>
        <Badge variant="light" radius="sm">
          {postKindLabel(item.kind)}
        </Badge>
        {date ? <CardFact>{date}</CardFact> : null}
      </CardMeta>
      <CardHeading title={item.title} summary={item.summary} />
      <p className="card-more">Baca selengkapnya →</p>
    </CoverCard>
  );
}
