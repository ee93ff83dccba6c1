/** WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them. */
export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

export function parseHex(hex: string): Rgb | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `a` moved towards `b` by `t` (0–1), channel by channel: Mantine's tints and alpha over an opaque background. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb;
}

/** `fg` at opacity `alpha` painted over the opaque `bg`, in whole 8-bit channels as the browser composites it (and axe measures it). */
export const over = (fg: Rgb, alpha: number, bg: Rgb): Rgb => mix(bg, fg, alpha).map(Math.round) as unknown as Rgb;

/** WCAG 2.x relative luminance (sRGB channel linearised with the 0.04045 threshold). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (1–21) of two opaque colours, in either order. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Ratio of two hex colours; unparsable colours count as black. */
export function hexContrast(a: string, b: string): number {
  return contrastRatio(parseHex(a) ?? BLACK, parseHex(b) ?? BLACK);
}
