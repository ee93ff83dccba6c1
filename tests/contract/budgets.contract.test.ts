import { beforeAll, describe, expect, it } from "vitest";
import { ciBudgets, islandPageBudgets } from "../bench/budgets.mjs";
import { firstNewsDetail } from "../bench/pages.mjs";
import { pageWeight, type PageWeight, type WeighedFile } from "../support/pageWeight.mjs";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 9's byte budgets, checked on the built server: what a first visit downloads, gzip -9, read
// from the page's own HTML (scripts, modulepreloads, stylesheets, inline <style>), so the check
// follows however the build splits code. Byte counts are deterministic; timings are the bench's job.
const baseUrl = `http://127.0.0.1:${builtServerPort()}`;
const HOST = "demo.localhost";

const bytes = (n: number) => `${n.toLocaleString("en-US")} B`;
const listed = (files: readonly WeighedFile[]) => files.map((file) => `${file.path} ${bytes(file.gzip)}`).join(", ") || "none";

const pages: { name: string; path: () => Promise<string>; budgets: typeof ciBudgets }[] = [
  { name: "home", path: async () => "/", budgets: ciBudgets },
  { name: "News detail", path: () => firstNewsDetail(baseUrl, HOST), budgets: ciBudgets },
  ...Object.entries(islandPageBudgets).map(([path, budgets]) => ({ name: path, path: async () => path, budgets })),
];

describe.each(pages)("byte budgets of the demo $name page", ({ path, budgets }) => {
  let weight: PageWeight;
  beforeAll(async () => {
    weight = await pageWeight(baseUrl, HOST, await path());
  });

  it("references the scripts and styles it is measured by", () => {
    // Guards the measurement itself: a parser that found nothing would pass every budget.
    expect(weight.html.raw).toBeGreaterThan(0);
    expect(weight.js.files.length, `${weight.page} references no same-origin script`).toBeGreaterThan(0);
    expect(weight.css.files.length + weight.css.inline.count, `${weight.page} references no stylesheet or inline style`).toBeGreaterThan(0);
  });

  it(`first-load JS ≤ ${bytes(budgets.jsGzip)} gzip`, () => {
    const message = `${weight.page} first-load JS ${bytes(weight.js.gzip)} gzip > budget ${bytes(budgets.jsGzip)} (files: ${listed(weight.js.files)})`;
    expect(weight.js.gzip, message).toBeLessThanOrEqual(budgets.jsGzip);
  });

  it(`CSS ≤ ${bytes(budgets.cssGzip)} gzip`, () => {
    const inline = weight.css.inline;
    const message = `${weight.page} CSS ${bytes(weight.css.gzip)} gzip > budget ${bytes(budgets.cssGzip)} (files: ${listed(weight.css.files)}; inline <style> ×${inline.count} ${bytes(inline.gzip)})`;
    expect(weight.css.gzip, message).toBeLessThanOrEqual(budgets.cssGzip);
  });

  it(`HTML ≤ ${bytes(budgets.htmlGzip)} gzip`, () => {
    const message = `${weight.page} HTML ${bytes(weight.html.gzip)} gzip > budget ${bytes(budgets.htmlGzip)} (raw ${bytes(weight.html.raw)})`;
    expect(weight.html.gzip, message).toBeLessThanOrEqual(budgets.htmlGzip);
  });
});
