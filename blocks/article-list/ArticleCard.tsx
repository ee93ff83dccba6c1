import { Badge, Group, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { postItemSchema } from "../../schemas/entities.js";
import { CoverCard } from "../shared/CoverCard.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import { postKindLabel } from "../shared/postKind.js";
import { CardHeading } from "../shared/CardHeading.js";

export type PostItem = FromSchema<typeof postItemSchema>;

export function ArticleCard({ item, detailPath, horizontal }: { item: PostItem; detailPath: string; horizontal: boolean }) {
  const date = formatDate(item.publishedAt);
  return (
    <CoverCard to={fillPath(detailPath, item)} cover={item.cover} fallbackCover="/_platform/media/cover/artikel.svg" className={horizontal ? "article-card--row" : undefined}>
      <Group gap="xs">
        <Badge variant="light" radius="sm">
          {postKindLabel(item.kind)}
        </Badge>
        {date ? <Text fz="xs" c="dimmed">{date}</Text> : null}
      </Group>
      <CardHeading title={item.title} summary={item.summary} />
      <Text fz="sm" fw={700} c="brand.7" mt={4}>
        Baca selengkapnya →
      </Text>
    </CoverCard>
  );
}
