// The platform on each engine, measured in one run (issue 28): writes and reads per second on SQLite and on
// PostgreSQL, with one platform process and two; the p99 of a keyed write; and the render nodes' uncached
// pages per second against each engine. Everything goes through Varnish, which is also the balancer in front of
// the platform processes, as in the deployment of docs/many-machines.md.
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { startCluster } from "../../site/cluster/startCluster.mjs";
import { startPostgres } from "../../site/cluster/startPostgres.mjs";
import Database from "better-sqlite3";
import pg from "pg";
import { fixed, ms, ratio } from "./format.mjs";
import { cpuSecondsOf, machineBusySeconds } from "./procStats.mjs";
import { toolPath } from "./tools.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const WARMUP_SECONDS = 3;
const HOST = "demo.localhost";
/** The configurations, in the order they run: SQLite serves one process per file, so it has no second. */
const SETUPS = [
  { engine: "sqlite", platforms: 1 },
  { engine: "postgres", platforms: 1 },
  { engine: "postgres", platforms: 2 },
];

function autocannon(options) {
  const run = createRequire(toolPath("load", "package.json"))("autocannon");
  return new Promise((resolve, reject) => run(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** Requests made by all loads, so that every keyed write and client address is new. */
let sent = 0;

/** autocannon through Varnish for `seconds`, each request from a client address of its own. */
function load(cluster, request, seconds) {
  return autocannon({
    url: cluster.varnish.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest(req) {
          const n = ++sent;
          const own = request(n);
          return { ...req, ...own, headers: { ...own.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
        },
      },
    ],
  });
}

/**
 * One load through Varnish, with the cores each part of the deployment used meanwhile: every request
 * from its own client address (X-Forwarded-For, which the processes trust from Varnish) so that the write
 * limit counts clients as it would in the field.
 */
async function measure(cluster, postgres, request, warmUp = request) {
  // Unmeasured first, as load.mjs warms up: each process's JIT has compiled the path before it is timed.
  await load(cluster, warmUp, WARMUP_SECONDS);
  const parts = [...cluster.platforms.map((p, i) => [`platform ${i + 1}`, p.child.pid]), ...(postgres ? [["postgres", postgres.pid()]] : [])];
  const before = parts.map(([, pid]) => cpuSecondsOf(pid));
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  const result = await load(cluster, request, SECONDS);
  const wall = (performance.now() - started) / 1000;
  const cores = Object.fromEntries(parts.map(([name, pid], i) => [name, (cpuSecondsOf(pid) - before[i]) / wall]));
  const ok = result["2xx"];
  return {
    rps: ok / wall,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    ok,
    cores,
    machine: (machineBusySeconds() - machineBefore) / wall,
  };
}

const read = () => ({ method: "GET", path: "/_platform/api/v1/class/active?page=1", headers: { host: HOST, lmsid: "demo" } });
/** A keyed write, each with a key of its own: a visitor's review, as the form sends it. */
const write = (run) => (n) => ({
  method: "POST",
  path: "/_platform/tables/rest/v1/book_reviews",
  headers: {
    "host": HOST,
    "content-type": "application/json",
    "origin": `http://${HOST}`,
    "apikey": "anon-kunci-publik-lokal",
    "idempotency-key": `bench-${run}-${n}`,
  },
  body: JSON.stringify({ name: `Pembaca ${run} ${n}`, review: "Ulasan dari beban uji platform.", rating: 4 }),
});
const page = (n) => ({ method: "GET", path: ["/", "/Class", "/News"][n % 3], headers: { host: HOST, cookie: "signed_in=1" } });

/** Rows of book reviews the bench's run `run` stored, read from the engine itself. */
async function stored(cluster, postgres, run) {
  const sql = "SELECT count(*) AS n FROM book_reviews WHERE name LIKE ";
  if (!postgres) {
    const db = new Database(`${cluster.dataDir}/platform.sqlite`, { readonly: true });
    try {
      return db.prepare(`${sql}?`).get(`Pembaca ${run} %`).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return Number((await client.query(`${sql}$1`, [`Pembaca ${run} %`])).rows[0].n);
  } finally {
    await client.end();
  }
}

const line = (name, figure) =>
  `  ${name}: ${fixed(figure.rps)} req/s, p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}, ${figure.failed} not 2xx; cores ${Object.entries(figure.cores)
    .map(([part, cores]) => `${part} ${fixed(cores, 2)}`)
    .join(", ")}, the machine ${fixed(figure.machine, 2)} of ${availableParallelism()}`;

/** Requests a second per core the platform processes and the database used between them. */
const perCore = (figure) => figure.rps / Object.values(figure.cores).reduce((sum, cores) => sum + cores, 0);

/** Runs every setup; answers its figures and the table rows of the issue's targets. */
export async function platformEngines(env) {
  console.log("\n── the platform on SQLite and on PostgreSQL, one process and two ──");
  const figures = {};
  for (const setup of SETUPS) {
    const name = `${setup.engine}, ${setup.platforms} process${setup.platforms > 1 ? "es" : ""}`;
    // A server of its own for each setup: every run starts from the seeded data alone.
    const postgres = setup.engine === "postgres" ? await startPostgres() : undefined;
    const cluster = await startCluster({
      nodes: 2,
      platforms: setup.platforms,
      quiet: true,
      env: { ...env, PAGE_CACHE_MS: "0", PLATFORM_WRITE_LIMIT: "1000000", ...(postgres && { DATABASE_URL: postgres.url }) },
    });
    try {
      const run = `${setup.engine}${setup.platforms}`;
      const reads = await measure(cluster, postgres, read);
      // The warm-up's reviews are named apart, so the rows counted are the measured load's alone.
      const writes = await measure(cluster, postgres, write(run), write(`${run}-pemanasan`));
      const rows = await stored(cluster, postgres, run);
      const pages = await measure(cluster, postgres, page);
      figures[name] = { reads, writes, pages, rows };
      console.log(`${name}:`);
      console.log(line("reads (v1/class/active)", reads));
      console.log(line("keyed writes (a book review)", writes));
      console.log(`    ${writes.ok} acknowledged, ${rows} stored (those in flight when the load stopped are stored, not counted)`);
      console.log(line("uncached pages (2 nodes)", pages));
    } finally {
      await cluster.stop();
      await postgres?.stop();
    }
  }
  const sqlite = figures["sqlite, 1 process"];
  const one = figures["postgres, 1 process"];
  const two = figures["postgres, 2 processes"];
  const rows = [
    [
      "platform writes/s, SQLite → PostgreSQL (1 process)",
      `${fixed(sqlite.writes.rps)} → ${fixed(one.writes.rps)} (${ratio(one.writes.rps / sqlite.writes.rps)})`,
      "≥ 0.8×",
    ],
    [
      "platform reads/s, SQLite → PostgreSQL (1 process)",
      `${fixed(sqlite.reads.rps)} → ${fixed(one.reads.rps)} (${ratio(one.reads.rps / sqlite.reads.rps)})`,
      "≥ 0.8×",
    ],
    ["PostgreSQL writes/s, 1 → 2 processes", `${fixed(one.writes.rps)} → ${fixed(two.writes.rps)} (${ratio(two.writes.rps / one.writes.rps)})`, "≥ 1.6×"],
    // What each core the platform and the database used gives, 1 process → 2: equal means processes add up,
    // so a second one adds what the cores it gets can carry (on this machine, one already keeps them busy).
    [
      "  keyed writes per core (platform + PostgreSQL), 1 → 2 processes",
      `${fixed(perCore(one.writes))} → ${fixed(perCore(two.writes))} (${ratio(perCore(two.writes) / perCore(one.writes))})`,
      "≈ 1×: processes add up",
    ],
    ["PostgreSQL reads/s, 1 → 2 processes", `${fixed(one.reads.rps)} → ${fixed(two.reads.rps)} (${ratio(two.reads.rps / one.reads.rps)})`, ""],
    ...Object.entries(figures).map(([name, figure]) => [`keyed write p99, ${name}`, ms(figure.writes.p99), ""]),
    [
      "uncached pages/s (2 nodes), SQLite → PostgreSQL",
      `${fixed(sqlite.pages.rps)} → ${fixed(one.pages.rps)} (${ratio(one.pages.rps / sqlite.pages.rps)})`,
      "≥ 0.8×",
    ],
    // Stored may be more: writes still in flight when the load stops are stored, but not counted as answered.
    ...Object.entries(figures).map(([name, figure]) => [
      `writes acknowledged ≤ stored, ${name}`,
      `${figure.writes.ok} ≤ ${figure.rows}`,
      figure.writes.ok <= figure.rows ? "none lost" : "LOST",
    ]),
  ];
  return { figures, rows };
}
