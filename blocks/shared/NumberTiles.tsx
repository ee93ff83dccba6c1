import "./numberTiles.css";
import { Box, Container, Paper, SimpleGrid, Text } from "@mantine/core";
import type { SourceState } from "../../engine/render/SourceState.js";
import { SectionHeading } from "./sectionHeading.js";
import { SourceNotice } from "./SourceNotice.js";

const NUMBER = new Intl.NumberFormat("id-ID");

export interface NumberTile {
  /** Stable key, also written to the tile's data attribute. */
  key: string;
  label: string;
  value: number | undefined;
  suffix?: string;
  note?: string;
}

interface NumberTilesProps {
  heading: { eyebrow?: string; title?: string; subtitle?: string };
  tone?: string;
  state: SourceState;
  /** The attribute that marks each tile for tests and styling (`data-counter`, `data-stat`). */
  marker: string;
  tiles: () => NumberTile[];
}

/** Big numbers with labels in a centred grid: the counter and statistics blocks' shared look. */
export function NumberTiles({ heading, tone, state, marker, tiles }: NumberTilesProps) {
  const brand = tone === "brand";
  return (
    <Box className={brand ? "block-section counter counter--brand" : "block-section counter"}>
      <Container size="lg">
        <SectionHeading eyebrow={heading.eyebrow} title={heading.title} subtitle={heading.subtitle} align="center" />
        <SourceNotice state={state} label="statistik" />
        {state.data !== undefined ? (
          <SimpleGrid cols={{ base: 2, sm: Math.min(tiles().length, 4) }} spacing="lg">
            {tiles().map((tile) => (
              <Paper key={tile.key} radius="lg" p="lg" ta="center" withBorder={!brand} className="counter__item" {...{ [marker]: tile.key }}>
                <Text fw={800} lh={1.1} c={brand ? undefined : "brand.7"} className="counter__value">
                  {tile.value === undefined ? "–" : `${NUMBER.format(tile.value)}${tile.suffix ?? ""}`}
                </Text>
                <Text fz="sm" mt={6} fw={600} className="counter__label">
                  {tile.label}
                </Text>
                {tile.note ? (
                  <Text fz="xs" mt={4} className="counter__label">
                    {tile.note}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
      </Container>
    </Box>
  );
}
