// Lighthouse mobile medians from ../shared/bench/lighthouse/lh.mjs (Lighthouse 13 in Debian's
// Chromium, offline; it re-runs itself on the Node 22 of its optional dependency).
import { existsSync, readFileSync } from "node:fs";
import { options } from "./options.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";

/** Resolves with { [url]: { ok, runs, perf, lcp, fcp, tbt, cls, si, bytes, js } } (times in ms). */
export async function lighthouseMedians(urls) {
  await ensureInstalled("lighthouse");
  const out = tempFile("lighthouse");
  const args = ["--runs", String(options.lighthouseRuns), "--form", "mobile", "--out", out, ...urls];
  const { code } = await runTool("lighthouse", "lh.mjs", args);
  const summaryFile = `${out}/summary.json`;
  if (!existsSync(summaryFile)) throw new Error(`lh.mjs exited with ${code} and wrote no summary`);
  const { results } = JSON.parse(readFileSync(summaryFile, "utf8"));
  return Object.fromEntries(results.filter((r) => r.form === "mobile").map((r) => [r.url, { ok: r.ok, runs: r.n, ...r.med }]));
}
