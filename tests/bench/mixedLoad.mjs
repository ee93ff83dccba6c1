// Resident memory under a long load of mixed pages (several hosts and paths, round-robin), sampled
// from /proc while ../shared/bench/load/load.mjs runs.
import { readFileSync, writeFileSync } from "node:fs";
import { options } from "./options.mjs";
import { memoryOf } from "./procStats.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";

export async function memoryUnderLoad(server, pages) {
  await ensureInstalled("load");
  const targetsFile = tempFile("mix-targets.json");
  const jsonFile = tempFile("mix.json");
  writeFileSync(targetsFile, JSON.stringify(pages.map(({ host, path }) => ({ host, path }))));
  const idle = memoryOf(server.pid);
  let maxRss = idle.rss;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, memoryOf(server.pid).rss)), 250);
  const args = [String(server.port), "--targets", targetsFile, "-d", String(options.mixSeconds), "-c", String(options.connections), "--json", jsonFile];
  try {
    const { code } = await runTool("load", "load.mjs", args);
    if (code !== 0) throw new Error(`load.mjs exited with ${code}`);
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(server.pid);
  const { mix } = JSON.parse(readFileSync(jsonFile, "utf8"));
  return {
    idleRss: idle.rss,
    maxRss: Math.max(maxRss, after.rss),
    endRss: after.rss,
    hwm: after.hwm,
    rps: mix.rps,
    notOk: mix.notOk + mix.errors,
    pages: pages.length,
  };
}
