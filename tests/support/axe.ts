import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeNode = { target: unknown[]; any: { data?: { fgColor?: string; bgColor?: string } | null }[] };
type AxeResult = { violations: { id: string; nodes: AxeNode[] }[] };

/**
 * WCAG 2.1 A/AA violations axe-core finds on the page (or in one element of it), as "rule: target" lines. Contrast failures
 * drawn in the tenant theme's own colours (the brand fill of every filled button, Mantine's dimmed
 * text of the shared section heading) are left out: they are the theme's, on every page of the
 * brand, not this block's (reported with issue 11, for issue 13); any other contrast failure still counts.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    // A variable the theme lacks resolves to the sentinel, never to the inherited text colour.
    const hex = (variable: string) => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = `var(${variable}, rgb(1, 2, 3))`;
      const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
      probe.remove();
      return `#${[r, g, b].map((n) => n!.toString(16).padStart(2, "0")).join("")}`;
    };
    const theme = new Set(["--mantine-color-brand-filled", "--mantine-color-brand-6", "--mantine-color-dimmed"].map(hex).filter((c) => c !== "#010203"));
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(selector ? document.querySelector(selector) : document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    const themed = (node: AxeNode) => node.any.some(({ data }) => (data?.fgColor && theme.has(data.fgColor)) || (data?.bgColor && theme.has(data.bgColor)));
    return result.violations.flatMap((v) => v.nodes.filter((node) => v.id !== "color-contrast" || !themed(node)).map((node) => `${v.id}: ${JSON.stringify(node.target)}`));
  }, within);
}

