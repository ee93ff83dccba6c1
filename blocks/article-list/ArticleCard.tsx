import { Badge, Group, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { postItemSchema } from "../../schemas/entities.js";
import { CoverCard } from "../shared/CoverCard.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import { postKindLabel } from "../shared/postKind.js";

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
      <Title order={3} fz="lg" lh={1.3} lineClamp={2}>
        {item.title}
      </Title>
      {item.summary ? (
        <Text fz="sm" c="dimmed" lineClamp={3}>
          {item.summary}
        </Text>
      ) : null}
      <Text fz="sm" fw={700} c="brand.7" mt={4}>
        Baca selengkapnya →
      </Text>
    </CoverCard>
  );
}
