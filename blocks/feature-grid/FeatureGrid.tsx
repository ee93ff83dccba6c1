import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";

import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection } from "../shared/BlockSection.js";
import { LinkButton } from "../shared/LinkButton.js";
import type { featureGridSchema } from "./featureGridSchema.js";

export type FeatureGridProps = FromSchema<typeof featureGridSchema>;

/** Cards of title, text and an optional link, 1–4 a row. */
export function FeatureGrid({ props }: BlockComponentProps<FeatureGridProps>) {
  const h = useHeadingOrder();
  const columns = props.columns ?? 3;
  return (
    <BlockSection heading={props}>
      <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="lg">
        {props.items.map((item, i) => (
          <Paper key={`${item.title}-${i}`} withBorder radius="lg" p={{ base: "lg", sm: "xl" }} data-feature={i}>
            <Stack gap="xs" h="100%" align="flex-start">
              {item.tag ? (
                <Text fz="xs" fw={700} tt="uppercase" lts={1} c="brand.6">
                  {item.tag}
                </Text>
              ) : null}
              <Title order={h(props.title ? 1 : 0)} fz="lg">
                {item.title}
              </Title>
              <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
                {item.text}
              </Text>
              {item.link ? <LinkButton to={item.link.to} label={item.link.label} variant="subtle" px={0} /> : null}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </BlockSection>
  );
}
