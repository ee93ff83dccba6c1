import { Badge, Container, Group, SimpleGrid, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";

import { useRouteParams, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { lmsFeaturePath, lmsFeatures } from "../shared/lms/lmsData.js";
import { CoverCard } from "../shared/CoverCard.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import type { lmsFeatureListSchema } from "./lmsFeatureListSchema.js";

export type LmsFeatureListProps = FromSchema<typeof lmsFeatureListSchema>;

/** Cards of the static LMS features; on a feature's page (`slug` segment) the other features. */
export function LmsFeatureList({ props }: BlockComponentProps<LmsFeatureListProps>) {
  const h = useHeadingOrder();
  const current = useRouteParams().slug?.toLowerCase();
  const features = lmsFeatures.filter((feature) => feature.slug !== current);
  if (!features.length) return null;
  const related = current !== undefined;
  const title = related ? (props.relatedTitle ?? "Fitur LMS lainnya") : props.title;
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <SectionHeading eyebrow={related ? undefined : props.eyebrow} title={title} subtitle={related ? undefined : props.subtitle} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {features.map((feature) => (
          <CoverCard key={feature.slug} to={lmsFeaturePath(feature)} cover={feature.image} fallbackCover="cover/lms.svg" data-lms-feature={feature.slug}>
            <Title order={h(title ? 1 : 0)} fz="xl" lh={1.3}>
              {feature.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {feature.summary}
            </Text>
            <Group gap={6} mt={4}>
              {feature.features.map((item) => (
                <Badge key={item.title} variant="light" radius="sm" tt="none">
                  {item.title}
                </Badge>
              ))}
            </Group>
            <Text fz="sm" fw={700} c="brand.7" mt={4}>
              Pelajari fitur →
            </Text>
          </CoverCard>
        ))}
      </SimpleGrid>
    </Container>
  );
}
