import { Anchor, AspectRatio, Badge, Container, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { imageSources } from "../../engine/render/imageSources.js";
import { generic } from "../../engine/render/SourceState.js";
import type { PostItem } from "../article-list/ArticleCard.js";
import { formatDate } from "../shared/formatDate.js";
import { postKindLabel } from "../shared/postKind.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { articleDetailSchema } from "./articleDetailSchema.js";

export type ArticleDetailProps = FromSchema<typeof articleDetailSchema>;

export function ArticleDetail({ props, data }: BlockComponentProps<ArticleDetailProps>) {
  const post = generic<PostItem>(data.post);
  const item = post.data;
  return (
    <Container size="md" py={{ base: 32, sm: 56 }} component="article">
      {props.back ? (
        <Anchor component={Link} to={props.back.to} fz="sm" fw={600}>
          ← {props.back.label}
        </Anchor>
      ) : null}
      <SourceNotice state={post} label="artikel" />
      {item ? (
        <Stack gap="lg" mt="md">
          <Group gap="xs">
            <Badge variant="light">{postKindLabel(item.kind)}</Badge>
            {item.publishedAt ? <Text fz="sm" c="dimmed">{formatDate(item.publishedAt)}</Text> : null}
            {item.author ? <Text fz="sm" c="dimmed">· {item.author}</Text> : null}
          </Group>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
            {item.title}
          </Title>
          {item.summary ? <Text fz="lg" c="dimmed">{item.summary}</Text> : null}
          {item.cover && props.showCover !== false ? (
            <AspectRatio ratio={16 / 9}>
              <Image {...imageSources(item.cover, "(min-width: 62em) 720px, 100vw")} alt="" radius="lg" />
            </AspectRatio>
          ) : null}
          {item.content ? <SafeHtml html={item.content} className="article-content" /> : null}
        </Stack>
      ) : null}
    </Container>
  );
}
