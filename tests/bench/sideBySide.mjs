// Servers measured in turns by ../shared/bench/load/sbs.mjs, so drift on the shared machine hits all
// alike; CPU per request is each server's user+sys time from /proc over requests.
// Each round runs the turns in a rotated order (A B C, then B C A, then C A B): a fixed order let the
// first position's handicap on this 2-core machine pass for a 13 % difference between two builds that
// measure the same when their order is swapped.
import { readFileSync, writeFileSync } from "node:fs";
import { options } from "./options.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";
import { median } from "./median.mjs";

/** The targets in round `round`'s order: rotated by one place per round. */
export function rotated(targets, round) {
  const shift = round % targets.length;
  return [...targets.slice(shift), ...targets.slice(0, shift)];
}

/**
 * `targets`: [{ name, port, host, path, pid }]. Resolves with the medians over the rounds by name:
 * { rps, p50, p99, cpuMsPerReq, bad (summed), rss (MB, max) }.
 */
export async function sideBySide(targets) {
  await ensureInstalled("load");
  const rows = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    console.log(
      `  round ${round + 1}: ${rotated(targets, round)
        .map((target) => target.name)
        .join(" → ")}`,
    );
    const targetsFile = tempFile(`sbs-targets-${round}.json`);
    const jsonFile = tempFile(`sbs-${round}.json`);
    writeFileSync(targetsFile, JSON.stringify(rotated(targets, round)));
    // Warm-up in full before the first round; a short one before each later round's turns.
    const warmup = round === 0 ? "3" : "1";
    const args = [
      "--targets",
      targetsFile,
      "-d",
      String(options.seconds),
      "-c",
      String(options.connections),
      "--rounds",
      "1",
      "--warmup",
      warmup,
      "--json",
      jsonFile,
    ];
    const { code } = await runTool("load", "sbs.mjs", args);
    if (code !== 0) throw new Error(`sbs.mjs exited with ${code}`);
    const { res } = JSON.parse(readFileSync(jsonFile, "utf8"));
    for (const [name, measured] of Object.entries(res)) rows[name].push(...measured);
  }
  return Object.fromEntries(
    Object.entries(rows).map(([name, measured]) => [
      name,
      {
        rps: median(measured.map((row) => row.rps)),
        p50: median(measured.map((row) => row.p50)),
        p99: median(measured.map((row) => row.p99)),
        cpuMsPerReq: median(measured.map((row) => row.cpuMsPerReq)),
        bad: measured.reduce((sum, row) => sum + row.bad, 0),
        rss: Math.max(...measured.map((row) => row.rss)),
      },
    ]),
  );
}
