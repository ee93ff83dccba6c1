import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BODY_WEIGHT, FONT_WEIGHTS, HEADING_WEIGHT } from "../../engine/render/theme/fontStack.js";

// The build hosts each font in FONT_WEIGHTS only (site/server/buildFontFiles.ts): a weight the styles
// ask for outside them would render at the nearest hosted one, or synthesized. These are the styles.
const root = resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), pattern) : pattern.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const KEYWORDS: Record<string, number> = { normal: 400, bold: 700 };
/** font-weight values of a stylesheet: numbers and keywords; var(), inherit and bolder (relative, at most 900) pass. */
function cssWeights(css: string): (number | string)[] {
  return [...css.matchAll(/font-weight\s*:\s*([^;}"]+)/g)]
    .map(([, value]) => value!.trim())
    .filter((value) => !/^(var\(|inherit|bolder)/.test(value))
    .map((value) => KEYWORDS[value] ?? (Number.isFinite(Number(value)) ? Number(value) : value));
}

describe("the weights the styles ask for", () => {
  const hosted = new Set<number | string>(FONT_WEIGHTS);

  it("are hosted: the theme's, Mantine's and our stylesheets', and the components' fw props", () => {
    const sources = [
      ...files(join(root, "engine"), /\.(tsx?|css)$/),
      ...files(join(root, "blocks"), /\.(tsx?|css)$/),
      ...files(join(root, "site", "client"), /\.(tsx?|css)$/),
    ];
    const asked = new Map<string, (number | string)[]>();
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      // fw={700}, and each weight of fw={current ? 800 : 500}
      const props = [...text.matchAll(/\bfw=\{([^}]*)\}/g)].flatMap(([, value]) => [...value!.matchAll(/\b\d+\b/g)].map(([weight]) => Number(weight)));
      const weights = [...cssWeights(text), ...props];
      if (weights.length) asked.set(file, weights);
    }
    asked.set("@mantine/core/styles.css", cssWeights(readFileSync(require.resolve("@mantine/core/styles.css"), "utf8")));
    asked.set("the theme", [BODY_WEIGHT, HEADING_WEIGHT]);
    expect(asked.size).toBeGreaterThan(10);
    const unhosted = [...asked].flatMap(([file, weights]) => weights.filter((weight) => !hosted.has(weight)).map((weight) => `${file}: ${weight}`));
    expect(unhosted).toEqual([]);
  });

  it("run from 300 to 900, as spec §9 loads them, the body's and the headings' weights among them", () => {
    expect(FONT_WEIGHTS).toEqual([300, 400, 500, 600, 700, 800, 900]);
    expect(FONT_WEIGHTS).toContain(BODY_WEIGHT);
    expect(FONT_WEIGHTS).toContain(HEADING_WEIGHT);
  });
});
