import type { ColourAdjustment } from "./accessiblePalette.js";

/** A ratio as WCAG writes it, rounded down so a failing 4.49 never reads as 4.5. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

/**
 * The operator's warning for a settings colour the theme had to move, e.g.
 * `tenants/sites/x.json: clr_primary #f59f00 was darkened to #b36f00 so white button text reaches 4.5:1 (was 2.14:1)`.
 * `fromDefault` says the file does not set the colour and the platform's default was moved.
 */
export function adjustmentWarning(file: string, adjustment: ColourAdjustment, fromDefault = false): string {
  const { setting, given, used, direction, pairing, min, before } = adjustment;
  const source = fromDefault ? ` (default)` : "";
  return `${file}: ${setting}${source} ${given} was ${direction} to ${used} so ${pairing} reaches ${formatRatio(min)} (was ${formatRatio(before)})`;
}
