import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { HostedFont } from "../../engine/react.js";

const require = createRequire(import.meta.url);

/** latin-ext second: its unicode-range keeps it from downloading until a page shows such a character. */
export const SUBSETS = ["latin", "latin-ext"] as const;
export type Subset = (typeof SUBSETS)[number];

/**
 * Where each hosted font comes from: one variable file per subset, except Poppins, which has no
 * variable version, so one static file per weight.
 */
const PACKAGES: Record<HostedFont, { name: string; variable: boolean }> = {
  "Raleway": { name: "@fontsource-variable/raleway", variable: true },
  "Inter": { name: "@fontsource-variable/inter", variable: true },
  "Poppins": { name: "@fontsource/poppins", variable: false },
  "Montserrat": { name: "@fontsource-variable/montserrat", variable: true },
  "Plus Jakarta Sans": { name: "@fontsource-variable/plus-jakarta-sans", variable: true },
};

/** A hosted font's @fontsource package: what the build subsets. */
export interface HostedFontSource {
  /** The package's file stem: "inter", "plus-jakarta-sans". */
  id: string;
  /** One variable file per subset (wght axis), or static files per weight. */
  variable: boolean;
  /** fontsource's unicode-range of each subset. */
  unicodeRanges: Record<Subset, string>;
  /** The package's WOFF2 file of a subset: the variable one, or the static one at `weight`. */
  file(subset: Subset, weight?: number): Uint8Array;
}

export function hostedFontSource(font: HostedFont): HostedFontSource {
  const { name, variable } = PACKAGES[font];
  const packageDir = dirname(require.resolve(`${name}/package.json`));
  const id = name.slice(name.indexOf("/") + 1);
  const ranges = JSON.parse(readFileSync(join(packageDir, "unicode.json"), "utf8")) as Partial<Record<Subset, string>>;
  const unicodeRange = (subset: Subset) => {
    const range = ranges[subset];
    if (!range) throw new Error(`${name} has no ${subset} subset`);
    return range;
  };
  return {
    id,
    variable,
    unicodeRanges: { "latin": unicodeRange("latin"), "latin-ext": unicodeRange("latin-ext") },
    file(subset, weight) {
      if (!variable && weight === undefined) throw new Error(`${name} has a file per weight: which weight of ${subset}?`);
      return readFileSync(join(packageDir, "files", variable ? `${id}-${subset}-wght-normal.woff2` : `${id}-${subset}-${weight}-normal.woff2`));
    },
  };
}
