import { AspectRatio, Badge, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { IMAGE_BOXES, imageSources, generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import type { postRecord } from "./postRecord.js";
import { formatDate } from "../shared/formatDate.js";
import { postKindLabel } from "../shared/postKind.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import type { articleDetailSchema } from "./articleDetailSchema.js";

export type ArticleDetailProps = FromSchema<typeof articleDetailSchema>;

export function ArticleDetail({ props, data }: BlockComponentProps<ArticleDetailProps>) {
  const h = useHeadingOrder();
  const post = generic<FromSchema<typeof postRecord>>(data.post);
  const item = post.data;
  return (
    <DetailFrame back={props.back} state={post} label="artikel" size="md" article>
      {item ? (
        <Stack gap="lg" mt="md">
          <Group gap="xs">
            <Badge variant="light">{postKindLabel(item.kind)}</Badge>
            {item.publishedAt ? (
              <Text fz="sm" c="dimmed">
                {formatDate(item.publishedAt)}
              </Text>
            ) : null}
            {item.author ? (
              <Text fz="sm" c="dimmed">
                · {item.author}
              </Text>
            ) : null}
          </Group>
          <Title order={h()} fz={{ base: 28, sm: 40 }} lh={1.2}>
            {item.title}
          </Title>
          {item.summary ? (
            <Text fz="lg" c="dimmed">
              {item.summary}
            </Text>
          ) : null}
          {item.cover && props.showCover !== false ? (
            <AspectRatio ratio={16 / 9}>
              <Image {...imageSources(item.cover, "(min-width: 62em) 720px, 100vw", { ...IMAGE_BOXES.cover, priority: true })} h="auto" alt="" radius="lg" />
            </AspectRatio>
          ) : null}
          {item.content ? <SafeHtml html={item.content} className="article-content" /> : null}
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
