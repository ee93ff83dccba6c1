import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { themeStylesheet, UNUSED_PALETTES } from "../../engine/render/theme/themeStylesheet.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";

const root = join(import.meta.dirname, "../..");
function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(tsx?|css)$/.test(name)) yield path;
  }
}

describe("theme stylesheet", () => {
  const settings = applySettingsDefaults({
    id: "demo",
    title: "Akademi Demo",
    layout: "demo",
    isMaintenance: false,
    css: { clr_primary: "#0b7285", clr_secondary: "#f08c00", ft_primary: "Poppins", ft_secondary: "Inter" },
  });
  const css = themeStylesheet(settings.css);

  it("holds the tenant's colours and fonts as variables of the light scheme", () => {
    expect(css).toContain("--mantine-color-brand-6: #0b7285");
    expect(css).toContain("--mantine-color-accent-6: #f08c00");
    // The orange fill stays; where the accent is text it is a darker orange that reads on white (accessiblePalette).
    expect(css).toMatch(/--mantine-color-accent-text: #(?!f08c00)[0-9a-f]{6}/);
    expect(css).toMatch(/--mantine-font-family: "Inter"/);
    expect(css).toMatch(/--mantine-font-family-headings: "Poppins"/);
    expect(css).toContain("--mantine-color-scheme: light");
    expect(css).not.toContain('data-mantine-color-scheme="dark"');
  });

  it("keeps Mantine's responsive helper classes", () => {
    expect(css).toContain(".mantine-hidden-from-md");
    expect(css).toContain(".mantine-visible-from-sm");
  });

  it("leaves out only palettes that no block, screen or stylesheet names", () => {
    for (const palette of UNUSED_PALETTES) expect(css).not.toContain(`--mantine-color-${palette}-`);
    expect(css).toContain("--mantine-color-red-6");
    const named = new RegExp(
      `(color|c|bg)=\\{?"(${UNUSED_PALETTES.join("|")})(\\.\\d)?"|color: "(${UNUSED_PALETTES.join("|")})"|"(${UNUSED_PALETTES.join("|")})\\.\\d"|--mantine-color-(${UNUSED_PALETTES.join("|")})-`,
    );
    const offenders = ["blocks", "engine", "site/client"]
      .flatMap((dir) => [...sources(join(root, dir))])
      .filter((file) => named.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
