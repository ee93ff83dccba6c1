import { DEFAULT_THEME } from "@mantine/core";
import { COLOUR_SETTINGS, type ColourSetting } from "../../../schemas/settingNames.js";
import type { SiteSettings } from "../../tenant/siteSettings.js";
import { DEFAULT_CSS } from "../../tenant/siteSettings.js";
import { colorShades, type Shades } from "./colorShades.js";
import { BLACK, contrastRatio, over, parseHex, relativeLuminance, toHex, WHITE, type Rgb } from "./contrast.js";
import { fitColour, type PairingCheck } from "./fitColour.js";
import { LABEL_THRESHOLD } from "./labelThreshold.js";

/** WCAG 2.2 AA: body text 4.5:1; user-interface parts (borders, focus rings, bars) 3:1. */
export const TEXT = 4.5;
export const UI = 3;

type Css = SiteSettings["css"];
// The list lives with the settings schema (the platform stores one column per colour); kept exported here for the theme's users.
/** The Mantine palette each brand colour of the settings feeds. */
export const BRAND_PALETTES = {
  brand: "clr_primary",
  accent: "clr_secondary",
  success: "clr_success",
  info: "clr_info",
  warning: "clr_warning",
  danger: "clr_danger",
} as const satisfies Record<string, ColourSetting>;
/** Mantine's own palettes blocks still name (badge states, medals, errors): their text-bearing shades are fixed too. */
export const MANTINE_PALETTES = ["red", "green", "blue", "orange", "yellow", "gray", "dark"] as const;

/** A brand colour of the settings that had to move so a pairing reaches its ratio. */
export interface ColourAdjustment {
  setting: ColourSetting;
  given: string;
  used: string;
  direction: "darkened" | "lightened";
  pairing: string;
  min: number;
  before: number;
  after: number;
}

/** One foreground/background pairing of the derived theme, with the ratio it must reach. */
export interface Pairing {
  pairing: string;
  fg: string;
  bg: string;
  min: number;
}

export interface AccessiblePalette {
  /** The eight settings colours as used (adjusted where they failed). */
  css: Css;
  colors: Record<string, Shades>;
  /** CSS variables over Mantine's defaults (light-variant text, dimmed text, shell colours). */
  variables: Record<string, string>;
  adjustments: ColourAdjustment[];
  /** Every pairing the blocks and the shell use, as derived: each meets its minimum. */
  pairings: Pairing[];
}

export const labelOn = (fill: Rgb): Rgb => (relativeLuminance(fill) > LABEL_THRESHOLD ? BLACK : WHITE);

const GRAY_0 = parseHex(DEFAULT_THEME.colors.gray[0])!;
const check = (pairing: string, fg: Rgb, bg: Rgb, min = TEXT): PairingCheck => ({ pairing, ratio: contrastRatio(fg, bg), min });
/** Mantine's light variant: the colour at 10% (12% on hover) over the surface. */
const LIGHT_ALPHAS = [0.1, 0.12];

function adjustment(setting: ColourSetting, given: Rgb, fitted: ReturnType<typeof fitColour>): ColourAdjustment | undefined {
  if (!fitted.changed || !fitted.binding) return undefined;
  const { pairing, min, ratio, after } = fitted.binding;
  return { setting, given: toHex(given), used: toHex(fitted.used), direction: fitted.direction, pairing, min, before: ratio, after };
}

/** Shades 6–9 of a brand palette carry white text and are text on white and on the palette's lightest tint. */
function brandChecks(shades: (base: Rgb) => Rgb[], extra: (p: Rgb[]) => PairingCheck[] = () => []) {
  return (base: Rgb): PairingCheck[] => {
    const p = shades(base);
    return [
      check("white button text", WHITE, p[6]!),
      check("white text on the hover fill", WHITE, p[7]!),
      check("its shade-7 text on its lightest tint", p[7]!, p[0]!),
      check("its shade-8 text on its lightest tint", p[8]!, p[0]!),
      check("its text on the grey card background", p[6]!, GRAY_0),
      ...extra(p),
    ];
  };
}

const rgbShades = (base: Rgb) => colorShades(toHex(base), toHex(base)).map((h) => parseHex(h)!);

/** Mantine's palettes, the same for every tenant: only the shades that carry or are text (6–9) move, each at least as dark as the one before. */
let mantine: Record<string, Shades> | undefined;
function mantinePalettes(): Record<string, Shades> {
  if (mantine) return mantine;
  mantine = {};
  for (const palette of MANTINE_PALETTES) {
    const shades = DEFAULT_THEME.colors[palette].map((h) => parseHex(h)!);
    for (let k = 6; k <= 9; k++) {
      const previous = shades[k - 1]!;
      shades[k] = fitColour(shades[k]!, "darkened", (c) => [
        check("white text on the fill", WHITE, c),
        check("text on the grey card background", c, GRAY_0),
        check("text on its lightest tint", c, shades[0]!),
        ...(k > 6 ? [{ pairing: "darker than the shade before", ratio: contrastRatio(c, WHITE), min: contrastRatio(previous, WHITE) }] : []),
      ]).used;
    }
    mantine[palette] = shades.map(toHex) as unknown as Shades;
  }
  return mantine;
}

/** The settings colours as used: each moved (and reported) only as far as its pairings need. */
function fitSettings(css: Css): { used: Record<ColourSetting, Rgb>; adjustments: ColourAdjustment[] } {
  const given = Object.fromEntries(COLOUR_SETTINGS.map((s) => [s, parseHex(css[s]) ?? parseHex(DEFAULT_CSS[s])!])) as Record<ColourSetting, Rgb>;
  const adjustments: ColourAdjustment[] = [];
  const used = { ...given };
  const fit = (setting: ColourSetting, direction: "darkened" | "lightened", checks: (c: Rgb) => PairingCheck[]) => {
    const fitted = fitColour(given[setting], direction, checks);
    const adjusted = adjustment(setting, given[setting], fitted);
    if (adjusted) adjustments.push(adjusted);
    used[setting] = fitted.used;
  };

  // Dark: the body text on white, and the footer's and dark header's background under muted white text.
  fit("clr_dark", "darkened", (dark) => [
    check("body text on the white page", dark, WHITE),
    check("header link text (85% opacity) on the white page", over(dark, 0.85, WHITE), WHITE),
    check("muted white footer text (70% opacity)", over(WHITE, 0.7, dark), dark),
  ]);
  // Light: a surface under the dark body text, and light enough that any colour's tinted badge text can reach 4.5:1 on it
  // (black on the darkest such tint does), so the derived text colours below always exist.
  fit("clr_light", "lightened", (light) => [
    check("body text in the dark colour", used.clr_dark, light),
    check("tinted badge text", BLACK, over(BLACK, Math.max(...LIGHT_ALPHAS), light)),
  ]);
  // The primary colour is also the surface of the brand hero, header and number band, all with white text on it:
  // it moves until white reads. The other colours keep their fill (Mantine's autoContrast picks its label) and get a
  // darker text colour of their own where they are text.
  fit(
    BRAND_PALETTES.brand,
    "darkened",
    brandChecks(rgbShades, (p) => [
      check("header link text (85% opacity) on the brand header", over(WHITE, 0.85, p[7]!), p[7]!),
      check("white text on the tiles of a brand band", WHITE, over(WHITE, 0.1, p[7]!)),
    ]),
  );
  return { used, adjustments };
}

/** The derived variables and the pairings they were derived for, filled in page order. */
class PairingSheet {
  readonly pairings: Pairing[] = [];
  readonly variables: Record<string, string> = {};
  readonly surfaces: [string, Rgb][];

  constructor(light: Rgb) {
    this.surfaces = [
      ["white", WHITE],
      ["grey card", GRAY_0],
      ["light", light],
    ];
  }

  /** A colour moved from `start` until it meets every need, each need recorded as a pairing. */
  derived(name: string, start: Rgb, direction: "darkened" | "lightened", needs: [string, Rgb, number][]): string {
    const colour = fitColour(start, direction, (c) => needs.map(([pairing, bg, min]) => check(pairing, c, bg, min))).used;
    for (const [pairing, bg, min] of needs) this.pairings.push({ pairing: `${name}: ${pairing}`, fg: toHex(colour), bg: toHex(bg), min });
    return toHex(colour);
  }

  add(pairing: string, fg: string, bg: string, min: number): void {
    this.pairings.push({ pairing, fg, bg, min });
  }
}

/** A palette's text colour over its own tints, and its filled label and hover. */
function paletteColours(sheet: PairingSheet, palette: string, shades: Shades): void {
  const p = shades.map((h) => parseHex(h)!);
  // Light badges and buttons: text on the colour's own tint over the page or card.
  const text = sheet.derived(
    `${palette} text`,
    p[6]!,
    "darkened",
    sheet.surfaces.flatMap(([surface, bg]): [string, Rgb, number][] => [
      [`on ${surface}`, bg, TEXT],
      ...LIGHT_ALPHAS.map((a): [string, Rgb, number] => [`on its ${a * 100}% tint over ${surface}`, over(p[6]!, a, bg), TEXT]),
    ]),
  );
  sheet.variables[`--mantine-color-${palette}-light-color`] = text;
  if (palette in BRAND_PALETTES && palette !== "brand") {
    // c="accent", outline buttons: the text colour, not the (possibly light) fill.
    sheet.variables[`--mantine-color-${palette}-text`] = text;
    sheet.variables[`--mantine-color-${palette}-outline`] = text;
  }
  // Filled: Mantine's autoContrast labels the fill black or white (LABEL_THRESHOLD); the hover fill moves away from the label.
  const label = labelOn(p[6]!);
  const hover = label === BLACK ? p[5]! : p[7]!;
  sheet.variables[`--mantine-color-${palette}-filled-hover`] = toHex(hover);
  sheet.add(`${palette} filled label`, toHex(label), toHex(p[6]!), TEXT);
  sheet.add(`${palette} filled label on hover`, toHex(label), toHex(hover), TEXT);
  sheet.add(`${palette} focus ring / bar / outline border on white`, text, "#ffffff", UI);
}

/** The shades blocks use as text or under white text. */
function shadePairings(sheet: PairingSheet, colors: Record<string, Shades>): void {
  const brandShades = colors.brand!;
  sheet.add("brand shade 6 text on white", brandShades[6], "#ffffff", TEXT);
  sheet.add("brand shade 6 text on the grey card", brandShades[6], toHex(GRAY_0), TEXT);
  sheet.add("brand shade 8 on its lightest tint", brandShades[8], brandShades[0], TEXT);
  sheet.add("white on brand shade 6", "#ffffff", brandShades[6], TEXT);
  sheet.add("white on brand shade 7", "#ffffff", brandShades[7], TEXT);
  for (const palette of MANTINE_PALETTES) {
    for (const k of [6, 7, 8, 9]) sheet.add(`${palette} shade ${k} text on white`, colors[palette]![k]!, "#ffffff", TEXT);
  }
}

/** The shell's own colours: dimmed text, placeholders, the accent eyebrow, input borders, body and footer text. */
function shellColours(sheet: PairingSheet, colors: Record<string, Shades>, used: Record<ColourSetting, Rgb>): void {
  const brand = colors.brand!.map((h) => parseHex(h)!);
  // Secondary text (Mantine's dimmed) on every surface it sits on, the light hero's brand tint included.
  sheet.variables["--mantine-color-dimmed"] = sheet.derived(
    "dimmed text",
    parseHex(DEFAULT_THEME.colors.gray[6])!,
    "darkened",
    [...sheet.surfaces, ["brand tint", brand[0]!]].map(([s, bg]) => [`on ${s}`, bg as Rgb, TEXT]),
  );
  // Placeholders are text a visitor must read to fill the field (Mantine's gray-5 is 2.1:1): the dimmed colour.
  sheet.variables["--mantine-color-placeholder"] = sheet.variables["--mantine-color-dimmed"];
  // The accent eyebrow over the brand and dark hero, lightened towards white until it reads.
  const accent = colors.accent!.map((h) => parseHex(h)!);
  sheet.variables["--site-on-brand-accent"] = sheet.derived("accent eyebrow on brand surfaces", accent[2]!, "lightened", [
    ["on brand shade 6", brand[6]!, TEXT],
    ["on brand shade 8", brand[8]!, TEXT],
    ["on brand shade 9", brand[9]!, TEXT],
    ["on the dark colour", used.clr_dark, TEXT],
  ]);
  // Input borders are the only edge of a field: 3:1 against the page and grey cards.
  sheet.variables["--site-input-border"] = sheet.derived(
    "input border",
    parseHex(DEFAULT_THEME.colors.gray[4])!,
    "darkened",
    sheet.surfaces.map(([s, bg]) => [`on ${s}`, bg, UI]),
  );
  sheet.add("body text on white", toHex(used.clr_dark), "#ffffff", TEXT);
  sheet.add("body text on light", toHex(used.clr_dark), toHex(used.clr_light), TEXT);
  sheet.add("muted footer text", toHex(over(WHITE, 0.7, used.clr_dark)), toHex(used.clr_dark), TEXT);
  sheet.add("white header text on brand shade 7", toHex(over(WHITE, 0.85, brand[7]!)), toHex(brand[7]!), TEXT);
  sheet.add("brand band tile text", "#ffffff", toHex(over(WHITE, 0.1, brand[7]!)), TEXT);
  sheet.add("hero light eyebrow (brand 7 on brand 0)", toHex(brand[7]!), toHex(brand[0]!), TEXT);
}

function derive(css: Css): AccessiblePalette {
  const { used, adjustments } = fitSettings(css);
  const colors: Record<string, Shades> = {};
  for (const [palette, setting] of Object.entries(BRAND_PALETTES)) colors[palette] = colorShades(toHex(used[setting]), toHex(used[setting]));
  Object.assign(colors, mantinePalettes());

  const sheet = new PairingSheet(used.clr_light);
  for (const palette of [...Object.keys(BRAND_PALETTES), ...MANTINE_PALETTES]) paletteColours(sheet, palette, colors[palette]!);
  shadePairings(sheet, colors);
  shellColours(sheet, colors, used);

  const usedCss = { ...css, ...Object.fromEntries(COLOUR_SETTINGS.map((s) => [s, toHex(used[s])])) } as Css;
  return { css: usedCss, colors, variables: sheet.variables, adjustments, pairings: sheet.pairings };
}

const cache = new Map<string, AccessiblePalette>();

/**
 * The theme's colours from a tenant's eight settings colours, such that every text and UI pairing of
 * the blocks and the shell meets WCAG 2.2 AA: a colour that fails is darkened (or the light colour
 * lightened) in OKLCH lightness only as far as needed, and reported in `adjustments`.
 */
export function accessiblePalette(css: Css): AccessiblePalette {
  const key = COLOUR_SETTINGS.map((s) => css[s]).join();
  let palette = cache.get(key);
  if (!palette) {
    palette = derive(css);
    // Tenants are few; the bound only guards against a flood of distinct settings.
    if (cache.size > 256) cache.clear();
    cache.set(key, palette);
  }
  return { ...palette, css: { ...css, ...Object.fromEntries(COLOUR_SETTINGS.map((s) => [s, palette!.css[s]])) } };
}
