import { VisuallyHidden } from "@mantine/core";
import type { CSSProperties } from "react";
import { DISC_READINGS } from "./discReadings.js";
import { DISC_STYLES, type DiscScores, type DiscStyle } from "./discStyles.js";

/**
 * The profile as four horizontal bars in plain HTML and CSS: a screen reader reads each style's
 * name and score as text (the bars themselves are hidden from it), it prints, it renders on the
 * server, and it costs no chart library in the block's chunk.
 */
export function DiscChart({ scores, max, dominant }: { scores: DiscScores; max: number; dominant: DiscStyle }) {
  return (
    <figure className="disc-chart" data-disc-chart>
      <figcaption className="disc-chart__caption">Skor tiap gaya (0–{max})</figcaption>
      <ul className="disc-chart__bars">
        {DISC_STYLES.map((style) => (
          <li key={style} className={`disc-chart__row disc-chart__row--${style}`} data-disc-style={style} data-dominant={style === dominant ? "" : undefined}>
            <span className="disc-chart__label">{DISC_READINGS[style].label}</span>
            <span className="disc-chart__track" aria-hidden="true">
              <span className="disc-chart__bar" style={{ "--disc-share": `${(scores[style] / max) * 100}%` } as CSSProperties} />
            </span>
            <span className="disc-chart__value">
              {scores[style]}
              <VisuallyHidden> dari {max}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
