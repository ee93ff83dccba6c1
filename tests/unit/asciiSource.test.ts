import { describe, expect, it } from "vitest";
import { asciiSource } from "../../site/scripts/asciiSource.mjs";

describe("asciiSource", () => {
  const source = [
    "// Kabupaten … and a regency",
    'export const title = "Menyelesaikan proses masuk…";',
    'export const quote = /[’:;]/u.test("’");',
    'export const template = `Rp 1.000 · ${"é"}`;',
    'export const emoji = "🎓";',
  ].join("\n");

  it("leaves no character above U+007F", () => {
    expect(asciiSource(source)).toMatch(/^[\x00-\x7f]*$/);
  });

  it("means the same program: strings, regular expressions and templates keep their characters", async () => {
    const url = `data:text/javascript,${encodeURIComponent(asciiSource(source))}`;
    const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    expect(module).toMatchObject({ title: "Menyelesaikan proses masuk…", quote: true, template: "Rp 1.000 · é", emoji: "🎓" });
  });

  it("leaves ASCII code as it is", () => {
    const ascii = 'export const a = "plain";\n';
    expect(asciiSource(ascii)).toBe(ascii);
  });
});
