import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accessiblePalette, labelOn } from "../../engine/render/theme/accessiblePalette.js";
import { COLOUR_SETTINGS } from "../../schemas/settingNames.js";
import { hexContrast, parseHex, toHex } from "../../engine/render/theme/contrast.js";
import { themeStylesheet } from "../../engine/render/theme/themeStylesheet.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
const colours = fc.record(Object.fromEntries(COLOUR_SETTINGS.map((s) => [s, hex])) as Record<(typeof COLOUR_SETTINGS)[number], typeof hex>);
const settingsCss = (c: Record<string, string>) => applySettingsDefaults({ id: "x", layout: "x", isMaintenance: false, css: c }).css;

describe("theme contrast by construction", () => {
  it("every derived pairing meets its WCAG ratio (4.5:1 text, 3:1 UI), whatever the eight settings colours", () => {
    fc.assert(
      fc.property(colours, (c) => {
        const palette = accessiblePalette(settingsCss(c));
        expect(palette.pairings.length).toBeGreaterThan(50);
        for (const { pairing, fg, bg, min } of palette.pairings) {
          if (hexContrast(fg, bg) < min) throw new Error(`${pairing}: ${fg} on ${bg} is ${hexContrast(fg, bg).toFixed(2)}:1, under ${min}:1`);
        }
        // Every filled button or badge gets the label Mantine's autoContrast picks under our threshold, readable on the fill and its hover.
        for (const [name, shades] of Object.entries(palette.colors)) {
          const label = toHex(labelOn(parseHex(shades[6])!));
          expect(hexContrast(label, shades[6])).toBeGreaterThanOrEqual(4.5);
          expect(hexContrast(label, palette.variables[`--mantine-color-${name}-filled-hover`]!)).toBeGreaterThanOrEqual(4.5);
        }
        // The primary is the surface of the brand hero, header and band: white reads on it.
        expect(hexContrast("#ffffff", palette.colors.brand![7])).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 60 },
    );
  });

  it("moves only the colours it reports, and reports each with the ratio it fixed", () => {
    fc.assert(
      fc.property(colours, (c) => {
        const palette = accessiblePalette(settingsCss(c));
        const moved = new Map(palette.adjustments.map((a) => [a.setting, a]));
        for (const setting of COLOUR_SETTINGS) {
          const adjustment = moved.get(setting);
          if (!adjustment) expect(palette.css[setting]).toBe(c[setting]);
          else {
            expect(adjustment).toMatchObject({ given: c[setting], used: palette.css[setting] });
            expect(adjustment.before).toBeLessThan(adjustment.min);
            expect(adjustment.after).toBeGreaterThanOrEqual(adjustment.min);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("ships the derived colours in the page's stylesheet", () => {
    fc.assert(
      fc.property(colours, (c) => {
        const css = settingsCss(c);
        const palette = accessiblePalette(css);
        const sheet = themeStylesheet(css);
        expect(sheet).toContain(`--mantine-color-brand-6: ${palette.colors.brand![6]}`);
        expect(sheet).toContain(`--mantine-color-dimmed: ${palette.variables["--mantine-color-dimmed"]}`);
        expect(sheet).toContain(`--mantine-color-accent-light-color: ${palette.variables["--mantine-color-accent-light-color"]}`);
        expect(sheet).toContain(`--site-clr-dark: ${palette.css.clr_dark}`);
      }),
      { numRuns: 15 },
    );
  });
});
