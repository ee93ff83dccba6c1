import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { DEFAULT_CSS, HOSTED_FONTS, type HostedFont } from "../../../schemas/settings.js";

const require = createRequire(import.meta.url);

/** fontsource cuts a font into files by script; a brand's name is drawn from these two, in this order. */
export const FONT_SUBSETS = ["latin", "latin-ext"] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The hosted font a brand names (its settings' ft_primary), or the default heading font for one no site hosts, as pages do. */
export function brandFont(name: string): HostedFont {
  const wanted = name.trim().toLowerCase();
  return HOSTED_FONTS.find((font) => font.toLowerCase() === wanted) ?? DEFAULT_CSS.ft_primary;
}

function packageDir(name: string): string | undefined {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * The path of a hosted font's WOFF2 file of a subset, from the @fontsource package the site serves it
 * from: the variable package (@fontsource-variable/<slug>, one file for every weight) where the font has
 * one, else the static package (@fontsource/<slug>: Poppins, a file per weight).
 */
export function fontFile(font: HostedFont, subset: FontSubset, weight: number): string {
  const slug = font.toLowerCase().replace(/ /g, "-");
  const variable = packageDir(`@fontsource-variable/${slug}`);
  if (variable) return join(variable, "files", `${slug}-${subset}-wght-normal.woff2`);
  const fixed = packageDir(`@fontsource/${slug}`);
  if (!fixed) throw new Error(`no @fontsource package holds ${font}`);
  return join(fixed, "files", `${slug}-${subset}-${weight}-normal.woff2`);
}
