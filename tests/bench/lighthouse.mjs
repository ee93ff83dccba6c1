// Lighthouse mobile medians from ../shared/bench/lighthouse/lh.mjs (Lighthouse 13 in Debian's
// Chromium, offline; it re-runs itself on the Node 22 of its optional dependency).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { options } from "./options.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";
import { median } from "./median.mjs";

const METRICS = ["perf", "lcp", "fcp", "tbt", "cls", "si", "bytes", "js"];

/**
 * Resolves with { [url]: { ok, runs, perf, lcp, fcp, tbt, cls, si, bytes, js, benchmarkIndex } } (times in ms).
 *
 * The runs go in turns, as the side-by-side load does: each round runs every URL once, starting one
 * further along each time. On this shared 2-core machine the main thread's speed drifts by a factor
 * of two within minutes (Lighthouse's benchmarkIndex ranged 1,130–2,000 in one run); run all of one
 * URL's runs together, and whichever comes during a slow spell (often the first, straight after the
 * load tests, or the peer, last) is judged on it alone.
 */
export async function lighthouseMedians(urls) {
  await ensureInstalled("lighthouse");
  const out = tempFile("lighthouse");
  const runs = new Map(urls.map((url) => [url, []]));
  for (let round = 0; round < options.lighthouseRuns; round++) {
    const order = urls.map((_, i) => urls[(i + round) % urls.length]);
    const dir = join(out, `round-${round + 1}`);
    console.log(`  round ${round + 1} of ${options.lighthouseRuns}: ${order.length} pages, from ${order[0]}`);
    const { code } = await runTool("lighthouse", "lh.mjs", ["--runs", "1", "--form", "mobile", "--out", dir, ...order], { quiet: true });
    const summaryFile = join(dir, "summary.json");
    if (!existsSync(summaryFile)) throw new Error(`lh.mjs exited with ${code} and wrote no summary (round ${round + 1})`);
    for (const result of JSON.parse(readFileSync(summaryFile, "utf8")).results) {
      if (result.form !== "mobile") continue;
      const run = result.runs[0];
      runs.get(result.url)?.push(run?.ok ? { ...run.metrics, benchmarkIndex: result.benchmarkIndex } : { error: run?.error ?? "no run" });
    }
  }
  return Object.fromEntries(
    urls.map((url) => {
      const all = runs.get(url);
      const good = all.filter((run) => !run.error);
      for (const run of all) if (run.error) console.log(`  note: a run of ${url} failed: ${run.error}`);
      const medians = Object.fromEntries(METRICS.map((metric) => [metric, good.length ? median(good.map((run) => run[metric])) : undefined]));
      const benchmarkIndex = good.length ? median(good.map((run) => run.benchmarkIndex)) : undefined;
      console.log(
        `  ${url}: ${good.length}/${all.length} runs, perf ${medians.perf}, ${Math.round((medians.bytes ?? NaN) / 1024)} KiB (JS ${Math.round((medians.js ?? NaN) / 1024)}), TBT ${good.map((run) => Math.round(run.tbt)).join("/")} ms (median ${Math.round(medians.tbt ?? NaN)}), benchmarkIndex ${good.map((run) => Math.round(run.benchmarkIndex)).join("/")}`,
      );
      return [url, { ok: good.length, runs: all.length, ...medians, benchmarkIndex }];
    }),
  );
}
