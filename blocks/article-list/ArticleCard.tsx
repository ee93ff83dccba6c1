import { AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import type { postItemSchema } from "../../schemas/entities.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";

export type PostItem = FromSchema<typeof postItemSchema>;

const KINDS: Record<string, string> = { news: "Berita", blog: "Blog", berita: "Berita", article: "Artikel" };

export function ArticleCard({ item, detailPath, horizontal }: { item: PostItem; detailPath: string; horizontal: boolean }) {
  const date = formatDate(item.publishedAt);
  return (
    <Card component={Link} to={fillPath(detailPath, item)} withBorder radius="lg" padding="lg" className={`lift-card${horizontal ? " article-card--row" : ""}`}>
      <Card.Section className="article-card__media">
        <AspectRatio ratio={16 / 9}>
          <Image src={item.cover} alt="" loading="lazy" fallbackSrc="/_platform/media/cover/artikel.svg" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={8} mt="md" className="article-card__body">
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {KINDS[item.kind] ?? item.kind}
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
      </Stack>
    </Card>
  );
}
