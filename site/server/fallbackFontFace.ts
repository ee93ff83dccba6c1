import type { FontMetrics } from "./fontMetrics.js";

/**
 * Texts whose character mix stands for the sites' copy (Indonesian): running text in sentence case,
 * headings and buttons half in title case. The fallback is scaled so the sample is as wide in Arial
 * as in the web font, so lines wrap alike.
 */
export const BODY_SAMPLE =
  "Belajar pemrograman, desain grafis dan pemasaran digital bersama mentor berpengalaman. " +
  "Kelas daring dan tatap muka untuk pelajar, guru, sekolah dan komunitas di seluruh Indonesia. " +
  "Daftar sekarang, ikuti sesi perkenalan gratis dan dapatkan sertifikat setelah 12 pertemuan.";
export const HEADING_SAMPLE =
  "Kelas Pemrograman Web untuk Sekolah Menengah. Jadwal pelatihan guru 2026. Daftar Sekarang. " +
  "Cerita Alumni: Dari Kelas Daring ke Dunia Kerja. Program unggulan kami. Hubungi Kami. " +
  "Statistik platform. Berita Terbaru Akademi. Yang bisa kamu pelajari di sini.";

/** A local font the fallback face stands on, and its widths of the samples (font units). */
export interface ReferenceFont {
  /** local() names, first found wins: Arial, its metric-compatible Liberation Sans (Linux), Helvetica (same advance widths) and Roboto (Android, within 0.3 % of Arial). */
  locals: readonly string[];
  unitsPerEm: number;
  bodyWidth: number;
  headingWidth: number;
}

// Arial's mean advance widths over the samples; Liberation Sans is built to Arial's widths, and
// tests/unit/fontAssets.test.ts checks these figures against Liberation Sans's files.
export const ARIAL: ReferenceFont = {
  locals: ["Arial", "ArialMT", "Liberation Sans", "Helvetica", "Roboto"],
  unitsPerEm: 2048,
  bodyWidth: 930.92,
  headingWidth: 946.23,
};
export const ARIAL_BOLD: ReferenceFont = {
  locals: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Helvetica Bold", "Roboto Bold"],
  unitsPerEm: 2048,
  bodyWidth: 998.28,
  headingWidth: 1009.42,
};

/**
 * Weight bands of the fallback family: each is sized to the web font at one weight (the font widens
 * 5–8 % from 400 to 800); 600 and up stand on Arial Bold, as synthetic bold keeps regular widths.
 */
const BANDS = [
  { weights: "100 499", at: 400, reference: ARIAL, sample: "body" },
  { weights: "500 599", at: 500, reference: ARIAL, sample: "body" },
  { weights: "600 699", at: 600, reference: ARIAL_BOLD, sample: "heading" },
  { weights: "700 799", at: 700, reference: ARIAL_BOLD, sample: "heading" },
  { weights: "800 1000", at: 800, reference: ARIAL_BOLD, sample: "heading" },
] as const;

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
export function fallbackOverrides(font: FontMetrics, referenceWidth: number, referenceUnitsPerEm: number): FallbackOverrides {
  const sizeAdjust = font.sampleWidth / font.unitsPerEm / (referenceWidth / referenceUnitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: font.ascent / em,
    descentOverride: Math.abs(font.descent) / em,
    lineGapOverride: font.lineGap / em,
  };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** The `"<family> Fallback"` faces, one per weight band; `measure` reads the web font's file at a weight. */
export function fallbackFontFaces(family: string, measure: (sample: string, weight: number) => FontMetrics): string {
  return BANDS.map(({ weights, at, reference, sample }) => {
    const metrics = measure(sample === "body" ? BODY_SAMPLE : HEADING_SAMPLE, at);
    const o = fallbackOverrides(metrics, sample === "body" ? reference.bodyWidth : reference.headingWidth, reference.unitsPerEm);
    const src = reference.locals.map((name) => `local("${name}")`).join(",");
    return `@font-face{font-family:"${family} Fallback";font-style:normal;font-weight:${weights};src:${src};size-adjust:${percent(o.sizeAdjust)};ascent-override:${percent(o.ascentOverride)};descent-override:${percent(o.descentOverride)};line-gap-override:${percent(o.lineGapOverride)}}`;
  }).join("\n");
}
