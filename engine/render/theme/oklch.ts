import type { Rgb } from "./contrast.js";

/**
 * OKLCH (Björn Ottosson's OKLab in polar form): lightness moves that keep hue and perceived
 * colourfulness, so a darkened brand colour still reads as the same colour.
 */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

export function toOklch(rgb: Rgb): Oklch {
  const [r, g, b] = rgb.map(toLinear) as unknown as Rgb;
  const l_ = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m_ = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s_ = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** Linear sRGB of an OKLCH colour, possibly out of gamut. */
function linearRgb({ l, c, h }: Oklch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m_ = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s_ = (l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The sRGB colour of an OKLCH one; out of gamut, chroma is reduced (hue and lightness kept). */
export function fromOklch(colour: Oklch): Rgb {
  let { c } = colour;
  if (!inGamut(linearRgb(colour))) {
    let lo = 0;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + c) / 2;
      if (inGamut(linearRgb({ ...colour, c: mid }))) lo = mid;
      else c = mid;
    }
    c = lo;
  }
  return linearRgb({ ...colour, c }).map((v) => Math.round(fromLinear(Math.max(0, Math.min(1, v))))) as unknown as Rgb;
}

/** The colour with its OKLCH lightness set to `l` (0 black – 1 white). */
export function withLightness(rgb: Rgb, l: number): Rgb {
  return fromOklch({ ...toOklch(rgb), l: Math.max(0, Math.min(1, l)) });
}
