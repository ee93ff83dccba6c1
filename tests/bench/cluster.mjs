// `npm run bench:cluster`: the deployment of docs/many-machines.md (Varnish with the shipped VCL, render
// nodes, a platform process) measured in one run on this machine: 1,000 tenants against 1, one node
// against two, purge-to-visible, a node's memory with 1,000 tenants and under a flood of hosts, and
// failover. Ends with a table against issue 26's targets.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { startCluster } from "../../site/cluster/startCluster.mjs";
import { ensureBuild } from "../../site/scripts/ensureBuild.mjs";
import { fixed, mb, ms, ratio } from "./format.mjs";
import { root } from "./paths.mjs";
import { cpuSecondsOf, machineBusySeconds, memoryOf } from "./procStats.mjs";
import { sleep } from "./processes.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";
import { platformEngines } from "./platformEngines.mjs";
import { brandHosts, seededSites } from "../support/seededSites.mjs";

const TENANTS = Number(process.env.BENCH_TENANTS || 1000);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const PURGE_ROUNDS = Number(process.env.BENCH_PURGE_ROUNDS || 10);
const FLOOD_HOSTS = Number(process.env.BENCH_FLOOD_HOSTS || 3000);
// The node's pages go stale after 12 x PAGE_CACHE_MS (60 s) and the sweep runs every 30 s.
const IDLE_MS = Number(process.env.BENCH_IDLE_S || 100) * 1000;
// The seeded brands as tenants/sites declares them: their primary hosts and their layouts.
const SEEDED = brandHosts();
const LAYOUTS = [
  ...new Set(
    seededSites()
      .filter((site) => !site.isMaintenance)
      .map((site) => site.layout),
  ),
];
const PATHS = ["/", "/News"];
const ADMIN_KEY = "kunci-admin-bench-0123456789";
// The cluster's own TTL (startCluster.mjs: purges keep pages current, the TTL bounds what a lost purge costs).
const CLUSTER_ENV = { PLATFORM_ADMIN_KEY: ADMIN_KEY, LOG_LEVEL: "warn", ANALYTICS: "off" };

const work = mkdtempSync(join(tmpdir(), "bench-cluster-"));
const port = (url) => Number(new URL(url).port);
const results = {};

/** A copy of tenants/ with `count` more sites, `t0001.localhost` …, spread over the seeded layouts. */
function tenantsWith(count) {
  const dir = join(work, `tenants-${count}`);
  cpSync(join(root, "tenants"), dir, { recursive: true });
  // Each layout's seeded site file, the template of the sites added for it.
  const templates = Object.fromEntries(
    seededSites()
      .filter((site) => !site.isMaintenance)
      .map((site) => [site.layout, JSON.parse(readFileSync(join(root, "tenants", "sites", `${site.id}.json`), "utf8"))]),
  );
  for (let i = 1; i <= count; i++) {
    const id = `t${String(i).padStart(4, "0")}`;
    const layout = LAYOUTS[i % LAYOUTS.length];
    const site = { ...templates[layout], id, hosts: [`${id}.localhost`], title: `Akademi Uji ${i}`, layout };
    writeFileSync(join(dir, "sites", `${id}.json`), JSON.stringify(site));
  }
  return dir;
}

/** autocannon (../shared/bench/load) through Varnish: req/s, p99 and failures over the targets, round-robin. */
async function load(cluster, targets, { seconds = SECONDS, headers = [], during } = {}) {
  const targetsFile = join(work, `targets-${Date.now()}.json`);
  const jsonFile = join(work, `load-${Date.now()}.json`);
  writeFileSync(targetsFile, JSON.stringify(targets));
  const args = [
    String(port(cluster.varnish.url)),
    "--targets",
    targetsFile,
    "-d",
    String(seconds),
    "-c",
    String(CONNECTIONS),
    "--warmup",
    "0",
    "--json",
    jsonFile,
  ];
  for (const header of headers) args.push("--header", header);
  const running = runTool("load", "load.mjs", args, { quiet: true });
  const side = during?.();
  const { code } = await running;
  await side;
  if (code !== 0) throw new Error(`load.mjs exited with ${code}`);
  const { mix } = JSON.parse(readFileSync(jsonFile, "utf8"));
  return { rps: mix.rps, p99: mix.latencyMs.p99, failed: mix.notOk + mix.errors + mix.timeouts, responses: mix.responses };
}

/** Varnish's hit and miss counters (varnishstat), to read a hit ratio over a stretch of load. */
function varnishCounters(cluster) {
  const dir = cluster.varnish.workDir;
  const out = spawnSync("varnishstat", ["-n", dir, "-1", "-f", "MAIN.cache_hit", "-f", "MAIN.cache_miss", "-f", "MAIN.cache_hit_grace"], {
    encoding: "utf8",
  }).stdout;
  const value = (name) => Number(new RegExp(`^${name.replace(".", "\\.")}\\s+(\\d+)`, "m").exec(out)?.[1] ?? NaN);
  return { hit: value("MAIN.cache_hit"), miss: value("MAIN.cache_miss") };
}

/** A node's own account of its memory (/healthz): what is V8's heap, what lies outside it, what the allocator keeps. */
async function memoryParts(node) {
  const { memory } = await (await fetch(`${node.url}/healthz`)).json();
  return `RSS ${memory.rssMb} MB: heap ${memory.heapUsedMb} used of ${memory.heapTotalMb} MB, outside the heap ${memory.externalMb} MB`;
}

/** Fetches every target once (a visitor's first view of each page), a few at a time. */
async function warm(cluster, targets) {
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const { host, path } = targets[next++];
      await page(cluster.varnish.url, host, path);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A GET with a Host header (fetch cannot set one), the body decoded: a page as a visitor of that host gets it. */
function page(base, host, path) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const request = http.request({ host: url.hostname, port: url.port, path, headers: { host, "accept-encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode, text: (response.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** A write the bench makes must be stored, or its purge is never coming. */
async function answered(response, status) {
  const answer = await response;
  if (answer.status !== status) throw new Error(`the platform answered ${answer.status}, not ${status}: ${await answer.text()}`);
}

/** ms from a change until Varnish serves a page that shows it. */
async function untilVisible(cluster, host, path, marker) {
  const started = performance.now();
  for (;;) {
    const { text } = await page(cluster.varnish.url, host, path);
    if (text.includes(marker)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`${marker} not on ${host}${path} after 30 s`);
    await sleep(10);
  }
}

async function tenantsPart() {
  console.log(`\n── ${TENANTS} tenants through Varnish ──`);
  const tenantsDir = tenantsWith(TENANTS);
  const cluster = await startCluster({ nodes: 2, tenantsDir, quiet: true, env: CLUSTER_ENV });
  try {
    const many = Array.from({ length: TENANTS }, (_, i) => `t${String(i + 1).padStart(4, "0")}.localhost`).flatMap((host) =>
      PATHS.map((path) => ({ host, path })),
    );
    const one = PATHS.map((path) => ({ host: "demo.localhost", path }));
    const started = performance.now();
    await warm(cluster, many);
    console.log(`  first view of ${many.length} pages: ${ms(performance.now() - started)}`);
    const before = varnishCounters(cluster);
    const manyLoad = await load(cluster, many);
    const after = varnishCounters(cluster);
    const hits = after.hit - before.hit;
    const misses = after.miss - before.miss;
    await warm(cluster, one);
    const oneLoad = await load(cluster, one);
    results.tenants = { many: manyLoad, one: oneLoad, hitRatio: hits / (hits + misses) };
    console.log(`  ${TENANTS} tenants: ${fixed(manyLoad.rps)} req/s, p99 ${ms(manyLoad.p99)}, hit ratio ${fixed((100 * hits) / (hits + misses))} %`);
    console.log(`  1 tenant: ${fixed(oneLoad.rps)} req/s, p99 ${ms(oneLoad.p99)}`);
    results.memory = { ...results.memory, thousand: cluster.nodes.map((node) => memoryOf(node.child.pid).rss) };
    // The same idle as the 6-tenant figure below gets before it is read: what stays, not the heap's high-water mark.
    await sleep(IDLE_MS);
    results.memory.thousandIdle = cluster.nodes.map((node) => memoryOf(node.child.pid).rss);
    console.log(
      `  node RSS after the load ${results.memory.thousand.map(mb).join(", ")}; ${IDLE_MS / 1000} s later ${results.memory.thousandIdle.map(mb).join(", ")}`,
    );
    for (const node of cluster.nodes) console.log(`  ${node.url} ${await memoryParts(node)}`);
  } finally {
    await cluster.stop();
  }
}

async function memoryPart() {
  console.log(`\n── a node's memory: 6 tenants, then a flood of ${FLOOD_HOSTS} hosts ──`);
  const cluster = await startCluster({ nodes: 1, quiet: true, env: CLUSTER_ENV });
  try {
    const six = SEEDED.flatMap((host) => PATHS.map((path) => ({ host, path })));
    await warm(cluster, six);
    await load(cluster, six, { seconds: 10 });
    const node = cluster.nodes[0];
    results.memory ??= {};
    results.memory.sixLoaded = memoryOf(node.child.pid).rss;
    await sleep(IDLE_MS);
    results.memory.six = memoryOf(node.child.pid).rss;
    console.log(`  6 tenants, ${IDLE_MS / 1000} s after the load: ${await memoryParts(node)}`);
    // Straight to the node (Varnish would hold each host's page): every host is rendered and cached there.
    const flood = Array.from({ length: FLOOD_HOSTS }, (_, i) => ({ host: `banjir${i}.localhost`, path: "/" }));
    let next = 0;
    const worker = async () => {
      while (next < flood.length) {
        const { host, path } = flood[next++];
        await page(node.url, host, path);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    results.memory.flood = memoryOf(node.child.pid).rss;
    await sleep(IDLE_MS);
    results.memory.afterIdle = memoryOf(node.child.pid).rss;
    console.log(
      `  6 tenants ${mb(results.memory.six)}; after ${FLOOD_HOSTS} hosts ${mb(results.memory.flood)}; ${IDLE_MS / 1000} s later ${mb(results.memory.afterIdle)}`,
    );
  } finally {
    await cluster.stop();
  }
}

async function nodesPart() {
  console.log("\n── uncached pages: one node against two ──");
  // The signed_in marker makes Varnish pass every request to a node; PAGE_CACHE_MS=0 makes the node render it.
  const targets = ["/", "/Class", "/News"].map((path) => ({ host: "demo.localhost", path }));
  results.nodes = {};
  for (const nodes of [1, 2]) {
    const cluster = await startCluster({ nodes, quiet: true, env: { ...CLUSTER_ENV, PAGE_CACHE_MS: "0" } });
    try {
      // Where the two cores go during the load: each node, the platform, Varnish, and the machine in all.
      const roles = [...cluster.nodes.map((node, i) => [`node ${i + 1}`, node]), ["platform", cluster.platform], ["varnish", cluster.varnish]];
      const cpuBefore = roles.map(([, proc]) => cpuSecondsOf(proc.child.pid));
      const machineBefore = machineBusySeconds();
      const wallBefore = performance.now();
      results.nodes[nodes] = await load(cluster, targets, { headers: ["Cookie: signed_in=1"] });
      const wall = (performance.now() - wallBefore) / 1000;
      const used = roles.map(([, proc], i) => (cpuSecondsOf(proc.child.pid) - cpuBefore[i]) / wall);
      const nodeCores = used.slice(0, nodes).reduce((sum, value) => sum + value, 0);
      Object.assign(results.nodes[nodes], { machineCores: (machineBusySeconds() - machineBefore) / wall, nodeCores });
      console.log(`  ${nodes} node(s): ${fixed(results.nodes[nodes].rps)} req/s, p99 ${ms(results.nodes[nodes].p99)}`);
      console.log(
        `    cores busy: ${roles.map(([name], i) => `${name} ${fixed(used[i], 2)}`).join(", ")}; the machine ${fixed(results.nodes[nodes].machineCores, 2)} of ${availableParallelism()}`,
      );
      // What the nodes do with the CPU they get: equal with one node and two, the nodes add up.
      console.log(`    pages per second per core the nodes used: ${fixed(results.nodes[nodes].rps / nodeCores)}`);
    } finally {
      await cluster.stop();
    }
  }
}

async function purgeAndFailoverPart() {
  console.log("\n── purge-to-visible and failover ──");
  const tenantsDir = tenantsWith(0);
  const cluster = await startCluster({ nodes: 2, tenantsDir, quiet: true, env: CLUSTER_ENV });
  const host = "demo.localhost";
  try {
    const times = { layout: [], settings: [], review: [] };
    const layoutFile = join(tenantsDir, "demo.json");
    const original = readFileSync(layoutFile, "utf8");
    for (let i = 0; i < PURGE_ROUNDS; i++) {
      await warm(cluster, [
        { host, path: "/" },
        { host, path: "/Class" },
        { host, path: "/Metamorfosa" },
      ]);
      await warm(cluster, [
        { host, path: "/" },
        { host, path: "/Class" },
        { host, path: "/Metamorfosa" },
      ]);
      const copy = `Akademi Demo versi ${i} menampilkan contoh situs`;
      writeFileSync(layoutFile, original.replace("Akademi Demo menampilkan contoh situs", copy));
      times.layout.push(await untilVisible(cluster, host, "/", copy));

      const title = `Akademi Demo Putaran-${i}-ukur`;
      const putting = fetch(`${cluster.varnish.url}/_platform/api/demo/cms/app/setting/title`, {
        method: "PUT",
        headers: { "content-type": "application/json", "authorization": `Bearer ${ADMIN_KEY}` },
        body: JSON.stringify({ value: title }),
      });
      const settingsTime = untilVisible(cluster, host, "/Class", title);
      await answered(putting, 200);
      times.settings.push(await settingsTime);

      const name = `Pembaca Bench ${i}`;
      const posting = fetch(`${cluster.varnish.url}/_platform/tables/rest/v1/book_reviews`, {
        method: "POST",
        headers: { "content-type": "application/json", "origin": `http://${host}`, "apikey": "anon-kunci-publik-lokal" },
        body: JSON.stringify({ name, review: "Ulasan untuk mengukur purge.", rating: 4 }),
      });
      const reviewTime = untilVisible(cluster, host, "/Metamorfosa", name);
      await answered(posting, 201);
      times.review.push(await reviewTime);
    }
    results.purge = Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, { p50: percentile(list, 50), p99: percentile(list, 99) }]));
    for (const [kind, { p50, p99 }] of Object.entries(results.purge)) console.log(`  ${kind}: p50 ${ms(p50)}, p99 ${ms(p99)}`);

    const targets = ["/", "/Class", "/News"].map((path) => ({ host, path }));
    results.failover = await load(cluster, targets, {
      headers: ["Cookie: signed_in=1"],
      during: async () => {
        await sleep(3000);
        await cluster.stopNode(0, "SIGKILL");
        await sleep(2000);
        await cluster.startNode(0);
      },
    });
    console.log(`  failover: ${results.failover.responses} requests, ${results.failover.failed} failed`);
  } finally {
    await cluster.stop();
  }
}

// BENCH_ONLY=purge (or tenants, memory, nodes, platform) runs one part, to try a change to it.
const only = process.env.BENCH_ONLY;
try {
  await ensureBuild();
  await ensureInstalled("load");
  if (!only || only === "tenants") await tenantsPart();
  if (!only || only === "memory") await memoryPart();
  if (!only || only === "nodes") await nodesPart();
  if (!only || only === "purge") await purgeAndFailoverPart();
  if (!only || only === "platform") results.platform = await platformEngines(CLUSTER_ENV);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const table = (rows) => {
  for (const [name, value, target] of rows) console.log(`${name.padEnd(66)} ${value.padEnd(34)} ${target}`);
};
if (only === "platform") {
  console.log("\n── bench:cluster, the platform ──");
  table(results.platform.rows);
  process.exit(0);
}
if (only) {
  console.log(JSON.stringify(results, null, 1));
  process.exit(0);
}
const t = results.tenants;
const worstPurge = Math.max(...Object.values(results.purge).map((figure) => figure.p99));
const memoryRatio = Math.max(...results.memory.thousandIdle) / results.memory.six;
const rows = [
  [`${TENANTS} tenants: req/s · p99`, `${fixed(t.many.rps)} · ${ms(t.many.p99)}`, ""],
  ["hit ratio once warm", `${fixed(100 * t.hitRatio)} %`, "≥ 95 %"],
  [`${TENANTS} tenants / 1 tenant (req/s)`, ratio(t.many.rps / t.one.rps), "≥ 0.9"],
  [
    "uncached req/s, 1 node → 2 nodes",
    `${fixed(results.nodes[1].rps)} → ${fixed(results.nodes[2].rps)} (${ratio(results.nodes[2].rps / results.nodes[1].rps)})`,
    "≈ 2× ideal",
  ],
  [
    "  per core the nodes used, 1 node → 2 nodes (pages/s)",
    `${fixed(results.nodes[1].rps / results.nodes[1].nodeCores)} → ${fixed(results.nodes[2].rps / results.nodes[2].nodeCores)}`,
    "equal: nodes add up",
  ],
  [
    "  machine cores busy, 1 node → 2 nodes",
    `${fixed(results.nodes[1].machineCores, 2)} → ${fixed(results.nodes[2].machineCores, 2)} of ${availableParallelism()}`,
    "",
  ],
  ...Object.entries(results.purge).map(([kind, { p50, p99 }]) => [`purge-to-visible, ${kind}: p50 · p99`, `${ms(p50)} · ${ms(p99)}`, "≤ 1 s"]),
  [`node RSS right after the load, 6 → ${TENANTS} tenants`, `${mb(results.memory.sixLoaded)} → ${mb(Math.max(...results.memory.thousand))}`, ""],
  [
    `node RSS ${IDLE_MS / 1000} s after the load, 6 → ${TENANTS} tenants`,
    `${mb(results.memory.six)} → ${mb(Math.max(...results.memory.thousandIdle))} (${ratio(memoryRatio)})`,
    "≤ 1.2×",
  ],
  [`node RSS after ${FLOOD_HOSTS} hosts → ${IDLE_MS / 1000} s idle`, `${mb(results.memory.flood)} → ${mb(results.memory.afterIdle)}`, "bounded, given back"],
  ["failover: failed requests (one of two nodes killed, restarted)", `${results.failover.failed} of ${results.failover.responses}`, "0"],
  ...results.platform.rows,
];
console.log("\n── bench:cluster ──");
table(rows);
console.log(`worst purge p99 ${ms(worstPurge)}`);
process.exit(0);
