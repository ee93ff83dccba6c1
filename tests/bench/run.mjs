// `npm run bench`: side-by-side measurements in one run, reported as ratios.
//  - home page requests per second (autocannon) with the page cache off and on;
//  - resident memory of each server after its load;
//  - client JavaScript of the home page, raw and gzip.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { ensureBuild } from "../../site/scripts/ensureBuild.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const HOST = process.env.BENCH_HOST || "main.localhost";

const freePort = () =>
  new Promise((ok) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });

async function startServer(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, "dist/server/main.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const readyMs = performance.now() - started;
  return {
    port,
    readyMs,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) / 1024,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function load(port) {
  const url = `http://127.0.0.1:${port}/`;
  await autocannon({ url, headers: { host: HOST }, connections: 10, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers: { host: HOST }, connections: 10, duration: DURATION_S });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

await ensureBuild();
const manifest = JSON.parse(readFileSync(join(root, "dist/client/manifest.json"), "utf8"));
// The entry and the shared chunk it preloads: every script a home page downloads before it is interactive.
const scripts = [manifest.js, ...(manifest.preload ?? [])];
const js = scripts.map((file) => readFileSync(join(root, "dist/client", file)));
const kib = (buffers, size) => (buffers.reduce((n, b) => n + size(b), 0) / 1024).toFixed(0);
const css = manifest.css.map((file) => readFileSync(join(root, "dist/client", file)));

const rows = [];
for (const [name, env] of [["page cache off", { PAGE_CACHE_MS: "0" }], ["page cache on (5 s)", { PAGE_CACHE_MS: "5000" }]]) {
  const server = await startServer(env);
  const result = await load(server.port);
  rows.push({ name, ...result, readyMs: server.readyMs, rssMb: server.rssMb() });
  server.stop();
}

const [off, on] = rows;
console.log(`home page of ${HOST}, ${DURATION_S} s, 10 connections`);
for (const row of rows) {
  console.log(`  ${row.name.padEnd(20)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  start-to-ready ${row.readyMs.toFixed(0)} ms  rss ${row.rssMb.toFixed(0)} MiB`);
}
console.log(`  ratio cache on / off: ${(on.rps / off.rps).toFixed(1)}× requests per second, ${(on.rssMb / off.rssMb).toFixed(2)}× memory`);
console.log(`client JS of the home page: ${kib(js, (b) => b.length)} KiB raw, ${kib(js, (b) => gzipSync(b).length)} KiB gzip (${scripts.join(", ")})`);
console.log(`client CSS: ${kib(css, (b) => b.length)} KiB raw, ${kib(css, (b) => gzipSync(b).length)} KiB gzip`);
