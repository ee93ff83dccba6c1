import type { FontMetrics } from "./fontMetrics.js";

/**
 * Text whose character mix stands for the sites' copy (Indonesian, sentence case, a few digits): the
 * fallback is scaled so this sample is as wide in Arial as in the web font, so lines wrap alike.
 */
export const FALLBACK_SAMPLE =
  "Belajar pemrograman, desain grafis dan pemasaran digital bersama mentor berpengalaman. " +
  "Kelas daring dan tatap muka untuk pelajar, guru, sekolah dan komunitas di seluruh Indonesia. " +
  "Daftar sekarang, ikuti sesi perkenalan gratis dan dapatkan sertifikat setelah 12 pertemuan.";

/** A local font the fallback face stands on, and its width of FALLBACK_SAMPLE (font units). */
export interface ReferenceFont {
  /** local() names, first found wins: Arial, its metric-compatible Liberation Sans (Linux), Helvetica (same advance widths) and Roboto (Android, within 0.3 %). */
  locals: readonly string[];
  unitsPerEm: number;
  sampleWidth: number;
}

// Arial's advance widths for FALLBACK_SAMPLE; Liberation Sans is built to Arial's widths, and
// tests/unit/fontAssets.test.ts checks these figures against Liberation Sans's files.
export const ARIAL: ReferenceFont = {
  locals: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Helvetica", "Roboto", "Roboto-Regular"],
  unitsPerEm: 2048,
  sampleWidth: 930.92,
};
export const ARIAL_BOLD: ReferenceFont = {
  locals: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Helvetica Bold", "Helvetica-Bold", "Roboto Bold", "Roboto-Bold"],
  unitsPerEm: 2048,
  sampleWidth: 998.28,
};

export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * next/font's adjustment: scale the local font to the web font's average width, then give it the web
 * font's ascent, descent and line gap (as fractions of the scaled em), so the swap moves nothing.
 */
export function fallbackOverrides(font: FontMetrics, reference: ReferenceFont): FallbackOverrides {
  const sizeAdjust = font.sampleWidth / font.unitsPerEm / (reference.sampleWidth / reference.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: font.ascent / em,
    descentOverride: Math.abs(font.descent) / em,
    lineGapOverride: font.lineGap / em,
  };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * The `"<family> Fallback"` faces: regular text on Arial scaled to the font at 400, bold text (600 and
 * up: headings, buttons) on Arial Bold scaled to the font at the heading weight.
 */
export function fallbackFontFaces(family: string, regular: FontMetrics, bold: FontMetrics): string {
  const face = (reference: ReferenceFont, metrics: FontMetrics, weight: string) => {
    const o = fallbackOverrides(metrics, reference);
    const src = reference.locals.map((name) => `local("${name}")`).join(",");
    return `@font-face{font-family:"${family} Fallback";font-style:normal;font-weight:${weight};src:${src};size-adjust:${percent(o.sizeAdjust)};ascent-override:${percent(o.ascentOverride)};descent-override:${percent(o.descentOverride)};line-gap-override:${percent(o.lineGapOverride)}}`;
  };
  return [face(ARIAL, regular, "100 599"), face(ARIAL_BOLD, bold, "600 1000")].join("\n");
}
