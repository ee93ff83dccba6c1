import { Box, Container, Paper, SimpleGrid, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { generic } from "../../engine/render/SourceState.js";
import type { counterSchema } from "../../schemas/entities.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { counterBlockSchema } from "./counterSchema.js";

export type CounterProps = FromSchema<typeof counterBlockSchema>;
type Counts = FromSchema<typeof counterSchema>;

const NUMBER = new Intl.NumberFormat("id-ID");

export function Counter({ props, data }: BlockComponentProps<CounterProps>) {
  const counts = generic<Counts>(data.counter);
  const brand = props.tone === "brand";
  return (
    <Box className={brand ? "counter counter--brand" : "counter"} py={{ base: 40, sm: 64 }}>
      <Container size="lg">
        <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} align="center" />
        <SourceNotice state={counts} label="statistik" />
        {counts.data ? (
          <SimpleGrid cols={{ base: 2, sm: Math.min(props.items.length, 4) }} spacing="lg">
            {props.items.map((item) => (
              <Paper key={item.key} radius="lg" p="lg" ta="center" withBorder={!brand} className="counter__item" data-counter={item.key}>
                <Text fz={{ base: 30, sm: 40 }} fw={800} lh={1.1} c={brand ? undefined : "brand.7"}>
                  {NUMBER.format(counts.data?.[item.key] ?? 0)}
                  {item.suffix ?? ""}
                </Text>
                <Text fz="sm" mt={6} className="counter__label">
                  {item.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
      </Container>
    </Box>
  );
}
