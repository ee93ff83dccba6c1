// Servers measured in turns (A B C A B C …) by ../shared/bench/load/sbs.mjs, so drift on the shared
// machine hits all alike; CPU per request is each server's user+sys time from /proc over requests.
import { readFileSync, writeFileSync } from "node:fs";
import { options } from "./options.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";

/**
 * `targets`: [{ name, port, host, path, pid }]. Resolves with sbs's medians by name:
 * { rps, p50, p99, cpuMsPerReq, bad, rss (MB, max) }.
 */
export async function sideBySide(targets) {
  await ensureInstalled("load");
  const targetsFile = tempFile("sbs-targets.json");
  const jsonFile = tempFile("sbs.json");
  writeFileSync(targetsFile, JSON.stringify(targets));
  const args = ["--targets", targetsFile, "-d", String(options.seconds), "-c", String(options.connections), "--rounds", String(options.rounds), "--json", jsonFile];
  const { code } = await runTool("load", "sbs.mjs", args);
  if (code !== 0) throw new Error(`sbs.mjs exited with ${code}`);
  return JSON.parse(readFileSync(jsonFile, "utf8")).summary;
}
