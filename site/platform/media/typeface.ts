import { readFile } from "node:fs/promises";
import type { Font, FontCollection } from "fontkit";
import { brandFont, FONT_SUBSETS, fontFile } from "./fontFile.js";

/** A hosted font at one weight, as the media draw their letters from it. */
export interface Typeface {
  /** Its faces in fallback order, one per subset file: a character the first lacks is drawn from the next. */
  readonly faces: readonly Font[];
  /** Cap height per em: a line's capitals centre on a point when its baseline sits half of it below. */
  readonly capHeight: number;
}

function singleFont(font: Font | FontCollection): Font {
  if ("fonts" in font) throw new Error("a font collection where one font was expected");
  return font;
}

/**
 * A font file as fontkit reads it. fontkit 2.0.4 cannot take a variable WOFF2 file to a weight
 * (getVariation reparses it as plain sfnt and fails: foliojs/fontkit#377), so the file goes through
 * harfbuzz (subset-font, which the font build uses too) to sfnt first, with every character it maps.
 * fontkit and harfbuzz load on the first picture: they would add half a second to every start.
 */
async function openFont(path: string): Promise<Font> {
  const [{ create }, { default: subsetFont }, woff2] = await Promise.all([import("fontkit"), import("subset-font"), readFile(path)]);
  const characters = String.fromCodePoint(...singleFont(create(woff2)).characterSet);
  return singleFont(create(await subsetFont(woff2, characters, { targetFormat: "sfnt" })));
}

// Per process: the bundled files never change while it runs. A failed load is forgotten, so the next picture tries again.
const files = new Map<string, Promise<Font>>();
const typefaces = new Map<string, Promise<Typeface>>();

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

/** The brand font a brand names (brandFont) at a weight; a variable font is instanced there, a static one read from that weight's file. */
export function loadTypeface(name: string, weight: number): Promise<Typeface> {
  const font = brandFont(name);
  return cached(typefaces, `${font} ${weight}`, async () => {
    const faces = await Promise.all(
      FONT_SUBSETS.map(async (subset) => {
        const path = fontFile(font, subset, weight);
        const file = await cached(files, path, () => openFont(path));
        return file.variationAxes.wght ? file.getVariation({ wght: weight }) : file;
      }),
    );
    const first = faces[0]!;
    return { faces, capHeight: first.capHeight / first.unitsPerEm };
  });
}
