// `npm run bench`: the performance measurements in one run, side by side with the peer
// (../shared/bench/peer-next, Next.js + Puck + Mantine), ending with a table of ratios against the
// performance targets. Everything runs on 127.0.0.1; every server started here is stopped
// here by its PID. Options (environment): BENCH_SECONDS (12 per turn), BENCH_ROUNDS (3),
// BENCH_MIX_SECONDS (60), BENCH_CONNECTIONS (20), BENCH_LH_RUNS (3), BENCH_HOST (demo.localhost),
// BENCH_SKIP=weights,peer,sbs,static,lighthouse,memory, BENCH_BEFORE=<git ref>, BENCH_NO_BUILD=1
// (measure dist/ as it is instead of rebuilding it when stale), BENCH_KEEP=1 (keep the tools' JSON and
// Lighthouse's median-run reports).
import { prepareBefore } from "./before.mjs";
import { lighthouseMedians } from "./lighthouse.mjs";
import { memoryUnderLoad } from "./mixedLoad.mjs";
import { options } from "./options.mjs";
import { startOurServer } from "./ourServer.mjs";
import { brandHosts, landingPages } from "./pages.mjs";
import { startPeer } from "./peer.mjs";
import { cleanup } from "./processes.mjs";
import { printReport } from "./report.mjs";
import { sideBySide } from "./sideBySide.mjs";
import { snapshotBuild } from "./snapshotBuild.mjs";
import { pageVersusStatic, writeStaticCopy } from "./staticRatio.mjs";
import { measureWeights } from "./weights.mjs";
import { seconds } from "./format.mjs";

const results = { errors: [], ready: {}, names: {} };
const section = (title) => console.log(`\n== ${title}`);
/** Runs one part; a part that fails is reported at the end and the others still run. */
async function part(name, fn) {
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(`  ${name} failed: ${message}`);
    if (error?.output)
      console.error(
        error.output
          .trim()
          .split("\n")
          .slice(-15)
          .map((line) => `    | ${line}`)
          .join("\n"),
      );
    results.errors.push({ part: name, message });
    return undefined;
  }
}

try {
  const started = Date.now();
  console.log(
    `npm run bench: ${options.seconds} s per turn, ${options.rounds} round(s), -c ${options.connections}, mixed load ${options.mixSeconds} s, ` +
      `Lighthouse ${options.lighthouseRuns} run(s)${options.skip.size ? `; skipping ${[...options.skip].join(", ")}` : ""}${options.before ? `; before = ${options.before}` : ""}`,
  );
  if (process.env.BENCH_NO_BUILD) console.log("BENCH_NO_BUILD: measuring dist/ as it is");
  const app = await snapshotBuild({ build: !process.env.BENCH_NO_BUILD });
  console.log(`our servers run ${app.entry} (a copy of dist/)`);
  const before = options.before ? await part("before", () => prepareBefore(options.before)) : undefined;

  section("our server, page cache off (PAGE_CACHE_MS=0), first start on a fresh DATA_DIR");
  const uncached = await startOurServer({ name: "ours uncached", env: { PAGE_CACHE_MS: "0" }, app });
  results.ready.cold = uncached.ready;
  console.log(
    `  pid ${uncached.pid} on ${uncached.port}: /healthz after ${seconds(uncached.ready.healthzMs)}, demo home after ${seconds(uncached.ready.pageMs)}`,
  );
  const pages = await landingPages(uncached.baseUrl);
  const beforeServer = before && (await part("before", () => startOurServer({ name: "before uncached", env: { PAGE_CACHE_MS: "0" }, app: before.app })));
  if (beforeServer) results.beforeRef = options.before;

  let peer;
  if (options.runs("peer")) {
    section("the peer (../shared/bench/peer-next, next start)");
    peer = await part("peer", startPeer);
    if (peer) {
      results.ready.peer = peer.ready;
      console.log(`  pid ${peer.pid} on ${peer.port}: first 200 of / after ${seconds(peer.ready.pageMs)}`);
    }
  }

  if (options.runs("weights")) {
    section("first-load bytes, gzip -9, from what each page's HTML references");
    results.weights = await part("weights", () => measureWeights(uncached, pages, peer));
    if (beforeServer)
      await part("before weights", () =>
        measureWeights(
          beforeServer,
          pages.filter((p) => p.host === "demo.localhost" && p.path === "/"),
        ),
      );
  }

  const staticCopy = options.runs("static") ? await part("static", () => writeStaticCopy(app.clientDir, uncached.baseUrl, options.host, "/")) : undefined;
  section("our server, page cache on (default PAGE_CACHE_MS)");
  const cached = await startOurServer({ name: "ours cached", readyPage: { host: options.host, path: "/" }, app });
  console.log(`  pid ${cached.pid} on ${cached.port}`);

  if (options.runs("sbs")) {
    section(`side by side in turns (../shared/bench/load/sbs.mjs): ${options.rounds} × ${options.seconds} s each, -c ${options.connections}`);
    const ours = (server, name) => ({ name, port: server.port, host: options.host, path: "/", pid: server.pid });
    Object.assign(results.names, { uncached: `ours ${options.host} / uncached`, cached: `ours ${options.host} / cached` });
    const targets = [ours(uncached, results.names.uncached)];
    if (peer) {
      Object.assign(results.names, { peer: "peer / (per request)", peerStatic: "peer /static (prerendered)" });
      targets.unshift({ name: results.names.peer, port: peer.port, host: "127.0.0.1", path: "/", pid: peer.pid });
    }
    if (beforeServer) {
      results.names.before = `${options.before} / uncached`;
      results.beforeRef = options.before;
      targets.push(ours(beforeServer, results.names.before));
    }
    if (peer) targets.push({ name: results.names.peerStatic, port: peer.port, host: "127.0.0.1", path: "/static", pid: peer.pid });
    targets.push(ours(cached, results.names.cached));
    results.sbs = await part("sbs", () => sideBySide(targets));
  }
  await uncached.stop();
  await beforeServer?.stop();

  if (staticCopy) {
    section(`cached page vs a static file of the same ${staticCopy.bytes.toLocaleString("en-US")} bytes (${staticCopy.path}), same server`);
    const ratio = await part("static", () => pageVersusStatic(cached, options.host, "/", staticCopy.path));
    if (ratio) results.static = { ...ratio, bytes: staticCopy.bytes };
  }

  if (options.runs("lighthouse")) {
    section(`Lighthouse mobile, median of ${options.lighthouseRuns} runs taken in turns (../shared/bench/lighthouse/lh.mjs)`);
    const url = (host, path) => `http://${host}:${cached.port}${path}`;
    const lhPages = [
      ...brandHosts.map((host) => ({ label: `${host}/`, url: url(host, "/") })),
      { label: "demo.localhost/Class", url: url("demo.localhost", "/Class") },
      ...pages.filter((p) => p.kind === "detail").map((p) => ({ label: `demo.localhost News detail`, url: url(p.host, p.path) })),
      ...pages.filter((p) => p.kind === "form").map((p) => ({ label: `demo.localhost form ${p.path}`, url: url(p.host, p.path) })),
    ];
    const peerUrl = peer ? `http://peer.localhost:${peer.port}/` : undefined;
    const medians = await part("lighthouse", () => lighthouseMedians([...lhPages.map((p) => p.url), ...(peerUrl ? [peerUrl] : [])]));
    if (medians) results.lighthouse = { medians, pages: lhPages, peerUrl };
  }
  await peer?.stop();
  await cached.stop();

  section("restart on the seeded DATA_DIR (start-to-ready), then resident memory under mixed load");
  const restarted = await part("restart", () => startOurServer({ name: "ours restarted", dataDir: cached.dataDir, app }));
  if (restarted) {
    results.ready.warm = restarted.ready;
    console.log(`  pid ${restarted.pid}: /healthz after ${seconds(restarted.ready.healthzMs)}, demo home after ${seconds(restarted.ready.pageMs)}`);
  }
  if (beforeServer) {
    // The same restart of the before build on its own seeded DATA_DIR, for start-to-ready before against after.
    const beforeRestarted = await part("before restart", () => startOurServer({ name: "before restarted", dataDir: beforeServer.dataDir, app: before.app }));
    if (beforeRestarted) {
      results.ready.before = beforeRestarted.ready;
      console.log(`  ${options.before}, pid ${beforeRestarted.pid}: demo home after ${seconds(beforeRestarted.ready.pageMs)}`);
      await beforeRestarted.stop();
    }
  }
  if (restarted && options.runs("memory")) {
    const mixed = [
      ...pages,
      { host: "main.localhost", path: "/News" },
      { host: "pesilat.localhost", path: "/Class" },
      { host: "foundation.localhost", path: "/About" },
    ];
    const memory = await part("memory", () => memoryUnderLoad(restarted, mixed));
    if (memory) {
      results.memory = { ...memory, seconds: options.mixSeconds };
      console.log(
        `  VmRSS idle ${(memory.idleRss / 2 ** 20).toFixed(0)} MB, max under load ${(memory.maxRss / 2 ** 20).toFixed(0)} MB, VmHWM ${(memory.hwm / 2 ** 20).toFixed(0)} MB`,
      );
    }
  }
  await restarted?.stop();

  section(`performance targets (${new Date().toISOString().slice(0, 16)}Z, ${((Date.now() - started) / 60000).toFixed(1)} min)`);
  printReport(results);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  if (error?.output)
    console.error(
      error.output
        .trim()
        .split("\n")
        .slice(-15)
        .map((line) => `    | ${line}`)
        .join("\n"),
    );
  process.exitCode = 1;
} finally {
  await cleanup();
}
