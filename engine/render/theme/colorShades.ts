import { mix, parseHex, toHex, type Rgb } from "./contrast.js";

export type Shades = [string, string, string, string, string, string, string, string, string, string];

/**
 * Ten shades for Mantine from one brand colour: lighter tints towards white, the colour itself at
 * index 6 (Mantine's default primary shade), darker ones towards black.
 */
export function colorShades(hex: string, fallback: string): Shades {
  const base = parseHex(hex) ?? parseHex(fallback)!;
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((t) => toHex(mix(base, white, t)));
  const shades = [0, 0.16, 0.3, 0.44].map((t) => toHex(mix(base, black, t)));
  return [...tints, ...shades] as Shades;
}
