// Start-to-ready on its own, without the 20 minutes of `npm run bench`: one first start seeds a
// DATA_DIR, then RUNS restarts on it (the bench's "restart on the seeded DATA_DIR") each report
// ms from spawn to the first 200 of /healthz and of the demo home; the medians close the run.
//
//   node tests/bench/startToReady.mjs                  # 5 restarts of a copy of dist/ (built when stale)
//   RUNS=9 node tests/bench/startToReady.mjs
//   PROFILE=dir node tests/bench/startToReady.mjs      # each restart also writes a V8 CPU profile into dir
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { startOurServer } from "./ourServer.mjs";
import { cleanup } from "./processes.mjs";
import { snapshotBuild } from "./snapshotBuild.mjs";

const runs = Number(process.env.RUNS ?? 5);
const profileDir = process.env.PROFILE ? resolve(process.env.PROFILE) : undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

try {
  const app = await snapshotBuild({ build: !process.env.BENCH_NO_BUILD });
  const seeding = await startOurServer({ name: "first start", app });
  console.log(`first start (migrates and seeds): /healthz ${ms(seeding.ready.healthzMs)}, demo home ${ms(seeding.ready.pageMs)}`);
  await seeding.stop();

  if (profileDir) mkdirSync(profileDir, { recursive: true });
  // The profile is written when the process exits, after the measured start: it does not count.
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const healthz = [];
  const page = [];
  for (let run = 1; run <= runs; run++) {
    const server = await startOurServer({ name: `restart ${run}`, app, dataDir: seeding.dataDir, nodeArgs });
    healthz.push(server.ready.healthzMs);
    page.push(server.ready.pageMs);
    console.log(`restart ${run}: /healthz ${ms(server.ready.healthzMs)}, demo home ${ms(server.ready.pageMs)}`);
    await server.stop();
  }
  console.log(`median of ${runs} restarts: /healthz ${ms(median(healthz))}, demo home ${ms(median(page))}`);
  if (profileDir) console.log(`CPU profiles in ${profileDir}`);
} finally {
  await cleanup();
}
