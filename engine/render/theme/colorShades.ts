type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, "0")).join("")}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/**
 * Ten shades for Mantine from one brand colour: lighter tints towards white, the colour itself at
 * index 6 (Mantine's default primary shade), darker ones towards black.
 */
export function colorShades(hex: string, fallback: string): [string, string, string, string, string, string, string, string, string, string] {
  const base = parseHex(hex) ?? parseHex(fallback)!;
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((t) => toHex(mix(base, white, t)));
  const shades = [0, 0.16, 0.3, 0.44].map((t) => toHex(mix(base, black, t)));
  return [...tints, ...shades] as ReturnType<typeof colorShades>;
}

/** Relative luminance: picks readable text on a brand-coloured surface. */
export function isDark(hex: string): boolean {
  const rgb = parseHex(hex);
  if (!rgb) return true;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.45;
}
