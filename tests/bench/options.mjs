// `npm run bench` options, all from the environment so `npm run bench` needs no argument parsing.
import { resolve } from "node:path";
import { root } from "./paths.mjs";

const env = process.env;
const number = (name, fallback) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${env[name]}`);
  return value;
};

/** The parts BENCH_SKIP may name (comma-separated). */
export const parts = ["weights", "peer", "sbs", "static", "lighthouse", "memory"];

const skip = new Set(
  (env.BENCH_SKIP ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const name of skip) if (!parts.includes(name)) throw new Error(`BENCH_SKIP: unknown part ${name} (parts: ${parts.join(", ")})`);

export const options = {
  /** Seconds per measured turn of the side-by-side load and of each page/static run. */
  seconds: number("BENCH_SECONDS", 12),
  rounds: Math.round(number("BENCH_ROUNDS", 3)),
  connections: Math.round(number("BENCH_CONNECTIONS", 20)),
  /** The mixed-page load under which RSS is read (60 s by default, so that memory has time to settle). */
  mixSeconds: number("BENCH_MIX_SECONDS", 60),
  lighthouseRuns: Math.round(number("BENCH_LH_RUNS", 3)),
  /** The tenant of the side-by-side and page/static figures. */
  host: env.BENCH_HOST || "demo.localhost",
  peerPort: Math.round(number("BENCH_PEER_PORT", 4400)),
  /** A git ref built in a temporary worktree and measured beside the current tree. */
  before: env.BENCH_BEFORE || "",
  toolsDir: resolve(root, env.BENCH_TOOLS_DIR || "../shared/bench"),
  skip,
  runs: (part) => !skip.has(part),
};
