import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { violations: { id: string; nodes: { target: unknown[] }[] }[] };

/**
 * WCAG 2.1 A/AA violations axe-core finds on the page (or in one element of it), as "rule: target" lines. Colour
 * contrast counts like any rule: the theme derives every colour it draws to meet AA (engine/render/theme/accessiblePalette.ts).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(selector ? document.querySelector(selector) : document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${JSON.stringify(node.target)}`));
  }, within);
}
