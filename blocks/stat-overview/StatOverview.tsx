import { Box, Container, Paper, SimpleGrid, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { generic } from "../../engine/render/SourceState.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import { readStatPath } from "./readStatPath.js";
import type { statOverviewSchema } from "./statOverviewSchema.js";

export type StatOverviewProps = FromSchema<typeof statOverviewSchema>;

const NUMBER = new Intl.NumberFormat("id-ID");

/** Chosen numbers of the platform's statistics (totals, classes by state, registrations) as tiles. */
export function StatOverview({ props, data }: BlockComponentProps<StatOverviewProps>) {
  const stats = generic<unknown>(data.stats);
  const brand = props.tone === "brand";
  return (
    // The counter block's look (site.css), so both kinds of numbers sit well on one page.
    <Box className={brand ? "counter counter--brand" : "counter"} py={{ base: 40, sm: 64 }}>
      <Container size="lg">
        <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} align="center" />
        <SourceNotice state={stats} label="statistik" />
        {stats.status === "success" ? (
          <SimpleGrid cols={{ base: 2, sm: Math.min(props.items.length, 4) }} spacing="lg">
            {props.items.map((item) => {
              const value = readStatPath(stats.data, item.path);
              return (
                <Paper key={item.path} radius="lg" p="lg" ta="center" withBorder={!brand} className="counter__item" data-stat={item.path}>
                  <Text fz={{ base: 30, sm: 40 }} fw={800} lh={1.1} c={brand ? undefined : "brand.7"}>
                    {value === undefined ? "–" : `${NUMBER.format(value)}${item.suffix ?? ""}`}
                  </Text>
                  <Text fz="sm" mt={6} fw={600} className="counter__label">
                    {item.label}
                  </Text>
                  {item.note ? (
                    <Text fz="xs" mt={4} className="counter__label">
                      {item.note}
                    </Text>
                  ) : null}
                </Paper>
              );
            })}
          </SimpleGrid>
        ) : null}
      </Container>
    </Box>
  );
}
