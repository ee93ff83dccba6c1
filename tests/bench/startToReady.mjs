// Start-to-ready on its own, without the 20 minutes of `npm run bench`: one first start seeds a
// DATA_DIR, then RUNS restarts on it (the bench's "restart on the seeded DATA_DIR") each report
// ms from spawn to the first 200 of /healthz and of the demo home, and the CPU time the server's main
// thread had used by then (less sensitive than the clock to what else the machine runs: the start is
// one thread's work, GC and compile helpers aside); the medians close the run.
//
//   node tests/bench/startToReady.mjs                  # 5 restarts of a copy of dist/ (built when stale)
//   RUNS=9 node tests/bench/startToReady.mjs
//   BEFORE=../other-tree node tests/bench/startToReady.mjs   # and that tree's dist/, restarts taking turns
//   PROFILE=dir node tests/bench/startToReady.mjs      # each restart also writes a V8 CPU profile into dir
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { startOurServer } from "./ourServer.mjs";
import { cleanup } from "./processes.mjs";
import { snapshotBuild } from "./snapshotBuild.mjs";
import { median } from "./median.mjs";

const runs = Number(process.env.RUNS ?? 5);
const profileDir = process.env.PROFILE ? resolve(process.env.PROFILE) : undefined;
const ms = (value) => `${Math.round(value)} ms`;

/** User and system CPU time of a process's main thread so far, from /proc (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .slice(11, 13)
    .map(Number);
  return (utime + stime) * 10;
}

/** A build to measure: its copy of dist/, and a DATA_DIR its first start seeded. */
async function prepare(name, source) {
  const app = await snapshotBuild({ source, build: !process.env.BENCH_NO_BUILD && !source });
  const seeding = await startOurServer({ name: `${name}, first start`, app });
  console.log(`${name}, first start (migrates and seeds): /healthz ${ms(seeding.ready.healthzMs)}, demo home ${ms(seeding.ready.pageMs)}`);
  await seeding.stop();
  return { name, app, dataDir: seeding.dataDir, healthz: [], page: [], cpu: [] };
}

try {
  const builds = [await prepare("this tree", undefined)];
  if (process.env.BEFORE) builds.push(await prepare(`before (${process.env.BEFORE})`, resolve(process.env.BEFORE)));

  if (profileDir) mkdirSync(profileDir, { recursive: true });
  // The profile is written when the process exits, after the measured start: it does not count.
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  for (let run = 1; run <= runs; run++) {
    for (const build of builds) {
      const server = await startOurServer({ name: `${build.name}, restart ${run}`, app: build.app, dataDir: build.dataDir, nodeArgs });
      const cpu = cpuMs(server.pid);
      build.healthz.push(server.ready.healthzMs);
      build.page.push(server.ready.pageMs);
      build.cpu.push(cpu);
      console.log(`${build.name}, restart ${run}: /healthz ${ms(server.ready.healthzMs)}, demo home ${ms(server.ready.pageMs)}, main thread CPU ${ms(cpu)}`);
      await server.stop();
    }
  }
  for (const build of builds) {
    console.log(
      `${build.name}, median of ${runs} restarts: /healthz ${ms(median(build.healthz))}, demo home ${ms(median(build.page))}, main thread CPU ${ms(median(build.cpu))}`,
    );
  }
  if (profileDir) console.log(`CPU profiles in ${profileDir}`);
} finally {
  await cleanup();
}
