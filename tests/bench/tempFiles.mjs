import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onCleanup } from "./processes.mjs";

let dir;
/**
 * A path in this run's temporary folder: the tools' JSON output and Lighthouse's median-run reports.
 * Removed at cleanup unless BENCH_KEEP is set (then its path is printed at the end).
 */
export function tempFile(name) {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), "bench-run-"));
    const created = dir;
    onCleanup(() =>
      process.env.BENCH_KEEP ? console.log(`\nBENCH_KEEP: the run's files are in ${created}`) : rmSync(created, { recursive: true, force: true }),
    );
  }
  return join(dir, name);
}
