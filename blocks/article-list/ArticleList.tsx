import { Button, Group } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { paginated } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { CardListSection } from "../shared/CardListSection.js";
import { ArticleCard, type PostItem } from "./ArticleCard.js";
import type { articleListSchema } from "./articleListSchema.js";
import { PageLink } from "../../engine/react.js";

export type ArticleListProps = FromSchema<typeof articleListSchema>;

export function ArticleList({ props, data, bindings }: BlockComponentProps<ArticleListProps>) {
  const horizontal = props.variant === "list";
  const detailPath = props.detailPath ?? "/News/{id}/{slug}";
  return (
    <CardListSection
      heading={props}
      state={paginated<PostItem>(data.posts)}
      binding={bindings.posts}
      label="artikel"
      emptyText={props.emptyText ?? "Belum ada artikel."}
      column={horizontal}
      renderItem={(item) => <ArticleCard key={item.id} item={item} detailPath={detailPath} horizontal={horizontal} />}
    >
      {props.more ? (
        <Group justify="center" mt="xl">
          <Button component={PageLink} to={props.more.to} variant="outline" radius="xl" size="md">
            {props.more.label}
          </Button>
        </Group>
      ) : null}
    </CardListSection>
  );
}
