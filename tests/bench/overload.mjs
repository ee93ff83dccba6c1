// `npm run bench:overload`: the overload scenarios (the site must degrade, not fall over), each against a fresh server of this tree's build.
//  1. Page cache off, 100 connections on mixed pages: every answer is a page or a fast 503, no time-out.
//  2. A backend that answers in 5 s (after a normal start): pages still come within 1.2 s.
//  3. A backend that answers 500 to everything: no crash, and resident memory stays flat.
// The backend is another server's embedded platform behind a proxy here that adds the delay or the
// failure. Options (environment): BENCH_OVERLOAD_SECONDS (60), BENCH_OVERLOAD_CONNECTIONS (100),
// BENCH_NO_BUILD=1.
import http from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import { fetchAs } from "../support/pageWeight.mjs";
import { mb, ms, seconds } from "./format.mjs";
import { startOurServer, tempDataDir } from "./ourServer.mjs";
import { landingPages } from "./pages.mjs";
import { cleanup, sleep } from "./processes.mjs";
import { memoryOf } from "./procStats.mjs";
import { snapshotBuild } from "./snapshotBuild.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";

const env = process.env;
const DURATION_S = Number(env.BENCH_OVERLOAD_SECONDS ?? 60);
const CONNECTIONS = Number(env.BENCH_OVERLOAD_CONNECTIONS ?? 100);
const TIMEOUT_S = 10;
/** The data roles a page reads, and the authorizer whose app tokens they check; each is pointed at the proxy in scenarios 2 and 3. */
const ROLES = {
  API_BASE_URL: "/_platform/api/",
  SERVICES_BASE_URL: "/_platform/services/",
  REMOTE_TABLES_BASE_URL: "/_platform/tables/",
  AUTHORIZER_BASE_URL: "/_platform/authorizer/",
};

/** A proxy to `target` whose behaviour can be switched while it runs: pass through, delay, or fail. */
function startProxy(target) {
  const state = { delayMs: 0, fail: false };
  const server = http.createServer((request, response) => {
    const forward = () => {
      if (state.fail) {
        response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ status: false, message: "Kesalahan server", data: null }));
        return;
      }
      const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", () => response.writeHead(502).end());
      request.pipe(upstream);
    };
    if (state.delayMs) setTimeout(forward, state.delayMs);
    else forward();
  });
  // A slow backend keeps sockets open for seconds: many at once must be allowed.
  server.maxConnections = 10_000;
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ state, url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })),
  );
}

async function load(server, pages, { duration = DURATION_S, connections = CONNECTIONS } = {}) {
  const targetsFile = tempFile("overload-targets.json");
  const jsonFile = tempFile("overload.json");
  writeFileSync(targetsFile, JSON.stringify(pages.map(({ host, path }) => ({ host, path }))));
  const args = [
    String(server.port),
    "--targets",
    targetsFile,
    "-d",
    String(duration),
    "-c",
    String(connections),
    "--timeout",
    String(TIMEOUT_S),
    "--json",
    jsonFile,
  ];
  const { code } = await runTool("load", "load.mjs", args, { quiet: true });
  if (code !== 0) throw new Error(`load.mjs exited with ${code}`);
  return JSON.parse(readFileSync(jsonFile, "utf8")).mix;
}

const statuses = (counts) =>
  Object.entries(counts)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
const verdicts = [];
function verdict(name, ok, detail) {
  verdicts.push({ name, ok, detail });
  console.log(`  ${ok ? "✓" : "✗"} ${name}: ${detail}`);
}

try {
  await ensureInstalled("load");
  const app = await snapshotBuild({ build: !env.BENCH_NO_BUILD });

  console.log(`\n== 1. page cache off, -c ${CONNECTIONS}, ${DURATION_S} s of mixed pages`);
  const uncached = await startOurServer({ name: "ours uncached", env: { PAGE_CACHE_MS: "0" }, app });
  const pages = await landingPages(uncached.baseUrl);
  const first = await load(uncached, pages);
  const unexpected = Object.entries(first.statusCounts).filter(([status]) => status !== "200" && status !== "503");
  console.log(`  ${first.rps.toFixed(0)} req/s; ${statuses(first.statusCounts)}; time-outs ${first.timeouts}, errors ${first.errors}`);
  console.log(`  latency p50 ${ms(first.latencyMs.p50)}, p99 ${ms(first.latencyMs.p99)}, max ${ms(first.latencyMs.max)}`);
  verdict(
    "no time-out, every answer a page or a 503",
    first.timeouts === 0 && first.errors === 0 && unexpected.length === 0,
    `${first.timeouts} time-outs, ${first.errors} errors, other statuses: ${statuses(Object.fromEntries(unexpected)) || "none"}`,
  );
  verdict("answers stay fast (p99 under 3 s)", first.latencyMs.p99 < 3000, `p99 ${ms(first.latencyMs.p99)}`);
  await uncached.stop();

  console.log("\n== 2. the backend answers in 5 s (it was fast while the site started)");
  const backend = await startOurServer({ name: "backend", app });
  const proxy = await startProxy(backend.baseUrl);
  const roles = Object.fromEntries(Object.entries(ROLES).map(([name, path]) => [name, `${proxy.url}${path}`]));
  const slowSite = await startOurServer({ name: "ours, slow backend", env: roles, app, dataDir: tempDataDir() });
  const slowPages = await landingPages(slowSite.baseUrl);
  await load(slowSite, slowPages, { duration: 5, connections: 4 });
  proxy.state.delayMs = 5000;
  const slow = await load(slowSite, slowPages, { connections: 20 });
  console.log(`  ${slow.rps.toFixed(0)} req/s; ${statuses(slow.statusCounts)}; time-outs ${slow.timeouts}`);
  console.log(`  latency p50 ${ms(slow.latencyMs.p50)}, p99 ${ms(slow.latencyMs.p99)}, max ${ms(slow.latencyMs.max)}`);
  verdict(
    "pages within 1.2 s with a 5 s backend (p99)",
    slow.latencyMs.p99 <= 1200 && slow.timeouts === 0,
    `p99 ${ms(slow.latencyMs.p99)}, max ${ms(slow.latencyMs.max)}`,
  );
  // A page no one has asked for yet: rendered now, with what the data time box allows.
  const started = performance.now();
  const fresh = await fetchAs(slowSite.baseUrl, "demo.localhost", "/Career").catch(() => undefined);
  const freshMs = performance.now() - started;
  verdict("a page not yet cached, with a 5 s backend", (fresh?.status ?? 0) === 200 && freshMs <= 1200, `${fresh?.status ?? "no answer"} after ${ms(freshMs)}`);
  await slowSite.stop();

  console.log(`\n== 3. the backend answers 500 to everything; page cache off, -c 20, 30 s to warm up, then ${DURATION_S} s`);
  proxy.state.delayMs = 0;
  const failingSite = await startOurServer({ name: "ours, failing backend", env: { ...roles, PAGE_CACHE_MS: "0" }, app, dataDir: tempDataDir() });
  const failingPages = await landingPages(failingSite.baseUrl);
  proxy.state.fail = true;
  // The heap grows to its working size in the first half minute under load (measured: 200 → 460 MB,
  // then flat); what must not happen is growth after that.
  await load(failingSite, failingPages, { duration: 30, connections: 20 });
  await sleep(1000);
  const rssBefore = memoryOf(failingSite.pid).rss;
  // Sampled through the run: a leak climbs all the way, a warm-up levels off.
  const samples = [];
  const sampler = setInterval(() => samples.push(memoryOf(failingSite.pid).rss), (DURATION_S * 1000) / 6);
  const failing = await load(failingSite, failingPages, { connections: 20 }).finally(() => clearInterval(sampler));
  await sleep(1000);
  const rssAfter = memoryOf(failingSite.pid).rss;
  console.log(`  RSS through the run: ${[rssBefore, ...samples, rssAfter].map(mb).join(" → ")}`);
  console.log(`  ${failing.rps.toFixed(0)} req/s; ${statuses(failing.statusCounts)}; time-outs ${failing.timeouts}`);
  verdict("no crash", failingSite.alive() && failing.timeouts === 0, failingSite.alive() ? "alive" : "exited");
  verdict("flat memory (RSS within 10 % after the run)", rssAfter <= rssBefore * 1.1, `RSS ${mb(rssBefore)} → ${mb(rssAfter)}`);
  await failingSite.stop();
  proxy.close();
  await backend.stop();

  console.log("\n== summary");
  for (const { name, ok, detail } of verdicts) console.log(`  ${ok ? "✓" : "✗"} ${name} (${detail})`);
  console.log(`  durations: ${seconds(DURATION_S * 1000)} per measured load`);
} finally {
  await cleanup();
}
