import { Container, SimpleGrid, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";

import { useRouteParams, HeadingsUnder, type BlockComponentProps } from "../../engine/react.js";
import { PortfolioCard } from "../shared/portfolio/PortfolioCard.js";
import { portfolioEntries, portfolioKind } from "../shared/portfolio/portfolioData.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import type { portfolioListSchema } from "./portfolioListSchema.js";

export type PortfolioListProps = FromSchema<typeof portfolioListSchema>;

/**
 * Cards of the static portfolio. On `/Portfolio/{type?}/{title?}` it follows the route: the kind's
 * entries, or, on an entry's page, the other entries of that kind.
 */
export function PortfolioList({ props }: BlockComponentProps<PortfolioListProps>) {
  const params = useRouteParams();
  const current = params.title?.toLowerCase();
  const kind = props.kind ?? portfolioKind(params.type);
  const unknownKind = !props.kind && params.type !== undefined && kind === undefined;
  let entries = portfolioEntries.filter((entry) => (kind ? entry.kind === kind : true) && entry.slug !== current);
  if (props.limit) entries = entries.slice(0, props.limit);
  const title = current ? (props.relatedTitle ?? "Portofolio lainnya") : props.title;
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <SectionHeading eyebrow={current ? undefined : props.eyebrow} title={title} subtitle={current ? undefined : props.subtitle} />
      {entries.length && !unknownKind ? (
        <HeadingsUnder under={Boolean(title)}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {entries.map((entry) => (
              <PortfolioCard key={entry.slug} entry={entry} />
            ))}
          </SimpleGrid>
        </HeadingsUnder>
      ) : (
        <Text c="dimmed">{props.emptyText ?? "Belum ada portofolio pada kategori ini."}</Text>
      )}
    </Container>
  );
}
