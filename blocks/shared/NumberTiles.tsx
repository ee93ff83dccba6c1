import "./numberTiles.css";
import { Container } from "@mantine/core";
import type { CSSProperties } from "react";
import type { SourceState } from "../../engine/index.js";
import { SectionHeading } from "./sectionHeading.js";
import { SourceNotice } from "./SourceNotice.js";
import { formatNumber } from "./formatNumber.js";

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
  // Plain elements styled by numberTiles.css: Mantine's Paper, Text and responsive SimpleGrid cost
  // a component (and an inline <style>) per tile on the server and in the phone's hydration.
  return (
    <div className={brand ? "block-section counter counter--brand" : "block-section counter"}>
      <Container size="lg">
        <SectionHeading eyebrow={heading.eyebrow} title={heading.title} subtitle={heading.subtitle} align="center" />
        <SourceNotice state={state} label="statistik" />
        {state.data !== undefined ? (
          <div className="counter__grid" style={{ "--grid-cols": Math.min(tiles().length, 4) } as CSSProperties}>
            {tiles().map((tile) => (
              <div key={tile.key} className={brand ? "counter__item" : "counter__item counter__item--bordered"} {...{ [marker]: tile.key }}>
                <p className="counter__value">{tile.value === undefined ? "–" : `${formatNumber(tile.value)}${tile.suffix ?? ""}`}</p>
                <p className="counter__label counter__label--main">{tile.label}</p>
                {tile.note ? <p className="counter__label counter__note">{tile.note}</p> : null}
              </div>
            ))}
          </div>
        ) : null}
      </Container>
    </div>
  );
}
