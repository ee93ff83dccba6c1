import { BLACK, toHex, WHITE, type Rgb } from "./contrast.js";
import { toOklch, withLightness } from "./oklch.js";

/** One pairing a colour takes part in, measured for a candidate value of that colour. */
export interface PairingCheck {
  pairing: string;
  ratio: number;
  min: number;
}

export interface FittedColour {
  used: Rgb;
  changed: boolean;
  direction: "darkened" | "lightened";
  /** The first pairing (in the order given) that failed before the move, with its ratio before and after. */
  binding?: PairingCheck & { after: number };
}

const passes = (checks: PairingCheck[]) => checks.every((c) => c.ratio >= c.min);

/**
 * The colour closest to `given` in OKLCH lightness (hue kept, chroma only where the gamut forces
 * it) for which every pairing `checks` returns holds: a colour that already passes stays as it is.
 * Every check must get better as the colour moves towards black (darken) or white (lighten).
 */
export function fitColour(given: Rgb, direction: FittedColour["direction"], checks: (colour: Rgb) => PairingCheck[]): FittedColour {
  const before = checks(given);
  if (passes(before)) return { used: given, changed: false, direction };
  const start = toOklch(given).l;
  const end = direction === "darkened" ? 0 : 1;
  // Binary search on lightness between the given colour (fails) and the extreme (black or white passes).
  let fail = start;
  let pass = end;
  for (let i = 0; i < 30; i++) {
    const mid = (fail + pass) / 2;
    if (passes(checks(withLightness(given, mid)))) pass = mid;
    else fail = mid;
  }
  let used = withLightness(given, pass);
  // Rounding to whole sRGB channels may cost a hair of contrast: step on until it holds.
  for (let l = pass; !passes(checks(used)) && l !== end;) {
    l = direction === "darkened" ? Math.max(0, l - 0.002) : Math.min(1, l + 0.002);
    used = withLightness(given, l);
  }
  // At the very end of the scale a colour's hue can leave one channel a step off black or white (#000001), a
  // hair short of a ratio that black or white itself meets: then the extreme is the colour.
  if (!passes(checks(used))) used = direction === "darkened" ? BLACK : WHITE;
  const failed = before.find((c) => c.ratio < c.min)!;
  const after = checks(used).find((c) => c.pairing === failed.pairing)!.ratio;
  return { used, changed: toHex(used) !== toHex(given), direction, binding: { ...failed, after } };
}
