// The shared measuring instruments beside the project (../shared/bench): installed on first use.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { options } from "./options.mjs";
import { runToEnd } from "./processes.mjs";

export const toolPath = (...segments) => join(options.toolsDir, ...segments);

/** `npm ci` in a tool folder whose node_modules is missing. */
export async function ensureInstalled(folder) {
  const dir = toolPath(folder);
  if (!existsSync(join(dir, "package.json")))
    throw new Error(`${dir} is missing: the shared bench tools are expected at ${options.toolsDir} (BENCH_TOOLS_DIR)`);
  if (existsSync(join(dir, "node_modules"))) return;
  console.log(`  npm ci in ${dir}…`);
  const { code } = await runToEnd("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, quiet: true });
  if (code !== 0) throw new Error(`npm ci failed in ${dir}`);
}

/** Runs one of the shared tools' scripts with this Node, its output indented under ours. */
export async function runTool(folder, script, args, { quiet = false } = {}) {
  const result = await runToEnd(process.execPath, [toolPath(folder, script), ...args], { cwd: toolPath(folder), quiet });
  return result;
}
