import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeResult = { violations: { id: string; impact: string | null; tags: string[]; nodes: { target: unknown[] }[] }[] };

/**
 * Best-practice rules about a page's structure that count like WCAG's: one h1, no skipped heading
 * level, all content in landmarks, one main.
 */
const STRUCTURE_RULES = [
  "page-has-heading-one",
  "heading-order",
  "region",
  "landmark-one-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-unique",
];

/**
 * What axe-core finds on the page (or in one element of it), as "rule: target" lines: every WCAG
 * 2.2 A/AA violation, the structure rules above, and any other serious or critical finding. Colour
 * contrast counts like any rule: the theme derives every colour it draws to meet AA
 * (engine/render/theme/accessiblePalette.ts).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Once per document: a second run (another viewport) finds axe already there.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([selector, structure]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
      const result = await axe.run(selector ? document.querySelector(selector) : document, {
        resultTypes: ["violations"],
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"] },
      });
      const counts = (v: AxeResult["violations"][number]) =>
        v.tags.some((tag) => tag.startsWith("wcag")) || structure.includes(v.id) || v.impact === "serious" || v.impact === "critical";
      // Rules about the whole page mean nothing inside one element.
      const scoped = (v: AxeResult["violations"][number]) => !selector || !structure.includes(v.id);
      return result.violations.filter((v) => counts(v) && scoped(v)).flatMap((v) => v.nodes.map((node) => `${v.id}: ${JSON.stringify(node.target)}`));
    },
    [within, STRUCTURE_RULES] as const,
  );
}
