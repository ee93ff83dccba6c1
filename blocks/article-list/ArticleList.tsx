import { Button, Container, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { paginated } from "../../engine/render/SourceState.js";
import { PagePager, pageQueryKey } from "../shared/PagePager.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import { ArticleCard, type PostItem } from "./ArticleCard.js";
import type { articleListSchema } from "./articleListSchema.js";

export type ArticleListProps = FromSchema<typeof articleListSchema>;

export function ArticleList({ props, data, bindings }: BlockComponentProps<ArticleListProps>) {
  const posts = paginated<PostItem>(data.posts);
  const list = posts.data;
  const horizontal = props.variant === "list";
  const queryKey = pageQueryKey(bindings.posts);
  const detailPath = props.detailPath ?? "/News/{id}/{slug}";
  const Grid = horizontal ? Stack : SimpleGrid;
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} />
      <SourceNotice state={posts} label="artikel" />
      {list ? (
        list.items.length ? (
          <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" gap="lg" style={{ opacity: posts.fetching ? 0.6 : 1 }}>
            {list.items.map((item) => (
              <ArticleCard key={item.id} item={item} detailPath={detailPath} horizontal={horizontal} />
            ))}
          </Grid>
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            {props.emptyText ?? "Belum ada artikel."}
          </Text>
        )
      ) : null}
      {list && queryKey ? <PagePager page={list.page} totalPages={list.totalPages} queryKey={queryKey} label="Halaman artikel" /> : null}
      {props.more ? (
        <Group justify="center" mt="xl">
          <Button component={Link} to={props.more.to} variant="outline" radius="xl" size="md">
            {props.more.label}
          </Button>
        </Group>
      ) : null}
    </Container>
  );
}
