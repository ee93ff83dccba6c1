// Starts a whole deployment on this machine: P platform processes, N render nodes and Varnish with the
// shipped VCL, each on a free loopback port. `npm run cluster`, the cluster tests and `bench:cluster`
// all start it through here, so what they run is the same thing.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./freePort.mjs";
import { startPostgres } from "./startPostgres.mjs";
import { startProcess } from "./startProcess.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const VCL = join(root, "site", "cluster", "site.vcl");
const READY_TIMEOUT_MS = 60_000;
const READY = { timeoutMs: READY_TIMEOUT_MS };
/** How long a process has to exit after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 8000;

/** The Debian packages the cache needs, named when varnishd or the xkey module is missing. */
export const VARNISH_PACKAGES = "varnish varnish-modules";

/** Where varnishd is, or a sentence saying how to install it. */
export function findVarnish() {
  const which = spawnSync("sh", ["-c", "command -v varnishd || ls /usr/sbin/varnishd"], { encoding: "utf8" });
  const path = which.stdout.trim().split("\n")[0];
  if (!path) return { error: `varnishd is not installed: run 'apt-get install -y ${VARNISH_PACKAGES}' (Debian's Varnish 7 and its xkey module)` };
  return { path };
}

/** nodes.vcl: the backends with their /healthz probe, the two directors, and the nodes as the only purgers. */
export function nodesVcl(nodePorts, platformPorts) {
  const backend = (name, port) =>
    `backend ${name} { .host = "127.0.0.1"; .port = "${port}"; .probe = healthz; .connect_timeout = 1s; .first_byte_timeout = 15s; }`;
  return [
    "vcl 4.1;",
    "# Written by site/cluster/startCluster.mjs for this run.",
    'probe healthz { .url = "/healthz"; .interval = 500ms; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }',
    ...nodePorts.map((port, i) => backend(`node${i + 1}`, port)),
    ...platformPorts.map((port, i) => backend(`platform${i + 1}`, port)),
    'acl purgers { "127.0.0.1"; "::1"; }',
    "sub vcl_init {",
    "  new nodes = directors.round_robin();",
    ...nodePorts.map((_, i) => `  nodes.add_backend(node${i + 1});`),
    "  new platform = directors.round_robin();",
    ...platformPorts.map((_, i) => `  platform.add_backend(platform${i + 1});`),
    "}",
    "",
  ].join("\n");
}

/** Starts one process of the cluster in the project folder, its output echoed to stderr unless `quiet`. */
function launch(name, command, args, env, quiet) {
  return startProcess({ name, command, args, cwd: root, env, onOutput: quiet ? undefined : (text) => process.stderr.write(text) });
}

/** Waits until Varnish's probe counts a backend healthy (what a rolling restart waits for before the next node). */
async function varnishSeesHealthy(work, backend) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const listed = spawnSync("varnishadm", ["-n", join(work, "varnish"), "backend.list", `*.${backend}`], { encoding: "utf8" });
    if (/\bhealthy\b/.test(listed.stdout) && !/\bsick\b/.test(listed.stdout)) return;
    if (Date.now() > deadline)
      throw new Error(`Varnish did not find ${backend} healthy within ${READY_TIMEOUT_MS / 1000} s:\n${listed.stdout}${listed.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts `platforms` platform processes, `nodes` render nodes and Varnish; resolves once all answer.
 * `dataDir` holds the platform's SQLite database (one platform process) and each process's files; `env` is
 * added to every Node process's environment. Platform processes share their database: DATABASE_URL (from
 * `env` or this process's environment), or, for more than one without it, a temporary PostgreSQL started
 * here and removed by stop(). Node i follows platform i mod P, as nodes on machines would each name one
 * (or a balancer in front of them all); Varnish sends `/_platform/` to every platform process in turn.
 */
export async function startCluster({ nodes = 2, platforms = 1, port, dataDir, tenantsDir, env = {}, quiet = false, varnishStorage = "malloc,256m" } = {}) {
  const varnishd = findVarnish();
  if (varnishd.error) throw new Error(varnishd.error);
  const givenDatabase = env.DATABASE_URL ?? process.env.DATABASE_URL;
  const postgres = platforms > 1 && !givenDatabase ? await startPostgres({ quiet }) : undefined;
  const work = mkdtempSync(join(tmpdir(), "cluster-"));
  // Run as root, varnishd compiles the VCL as its own unprivileged user: it must be able to read nodes.vcl.
  chmodSync(work, 0o755);
  const data = resolve(dataDir ?? join(work, "data"));
  mkdirSync(data, { recursive: true });
  const secret = randomBytes(18).toString("base64url");
  const varnishPort = port ?? (await freePort());
  const base = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PLATFORM_SECRET: secret,
    // Varnish is the one proxy in front: its X-Forwarded-For names the visitor.
    TRUST_PROXY: "127.0.0.1",
    // Purges keep Varnish's pages current, so their TTL only bounds what a lost purge would cost: five
    // minutes. The nodes' own page caches stay small and short (PAGE_CACHE_MS, 5 s by default).
    SHARED_CACHE_MS: "300000",
    ...(tenantsDir && { TENANTS_DIR: resolve(tenantsDir) }),
    ...env,
  };
  if (postgres) base.DATABASE_URL = postgres.url;
  const processes = [];

  const platformPorts = await Promise.all(Array.from({ length: platforms }, () => freePort()));
  // The first keeps `dataDir` itself, where one platform process has always kept its SQLite file.
  const platformData = (i) => (i === 0 ? data : join(data, `platform-${i + 1}`));
  const platformList = platformPorts.map((platformPort, i) => ({
    role: "platform",
    url: `http://127.0.0.1:${platformPort}`,
    ...launch(
      `platform ${i + 1}`,
      process.execPath,
      [join(root, "dist", "server", "platform.mjs")],
      { ...base, PORT: String(platformPort), DATA_DIR: platformData(i) },
      quiet,
    ),
  }));
  processes.push(...platformList);

  const nodePorts = await Promise.all(Array.from({ length: nodes }, () => freePort()));
  const nodeEnv = (i) => ({
    ...base,
    PORT: String(nodePorts[i]),
    DATA_DIR: join(data, `node-${i + 1}`),
    PLATFORM_URL: platformList[i % platforms].url,
    PURGE_URLS: `http://127.0.0.1:${varnishPort}`,
  });
  const startNode = (i) => launch(`node ${i + 1}`, process.execPath, [join(root, "dist", "server", "main.mjs")], nodeEnv(i), quiet);
  const nodeList = nodePorts.map((nodePort, i) => ({ role: "node", url: `http://127.0.0.1:${nodePort}`, ...startNode(i) }));

  const stopAll = async () => {
    await Promise.all([...nodeList, ...processes].map((entry) => entry.stop({ graceMs: STOP_GRACE_MS })));
    await postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await Promise.all(platformList.map((platform) => platform.waitUntil({ url: `${platform.url}/healthz` }, READY)));
    const following = async (response) => (await response.json()).changes === "following";
    const nodeReady = (node) =>
      node.waitUntil({ url: `${node.url}/healthz`, accept: following, what: `answered ${node.url}/healthz following the platform's changes` }, READY);
    await Promise.all(nodeList.map(nodeReady));

    writeFileSync(join(work, "nodes.vcl"), nodesVcl(nodePorts, platformPorts));
    const varnish = launch(
      "varnishd",
      varnishd.path,
      [
        "-F",
        "-n",
        join(work, "varnish"),
        "-a",
        `127.0.0.1:${varnishPort}`,
        "-T",
        "127.0.0.1:0",
        "-f",
        VCL,
        "-p",
        `vcl_path=${work}:${dirname(VCL)}`,
        "-s",
        varnishStorage,
      ],
      process.env,
      quiet,
    );
    const varnishEntry = { role: "varnish", url: `http://127.0.0.1:${varnishPort}`, workDir: join(work, "varnish"), ...varnish };
    processes.push(varnishEntry);
    // Ready once it answers through a healthy node (the probe has passed).
    await varnishEntry.waitUntil({ url: `${varnishEntry.url}/healthz` }, READY);

    return {
      varnish: varnishEntry,
      platform: platformList[0],
      platforms: platformList,
      nodes: nodeList,
      /** The temporary PostgreSQL this call started, if it did. */
      postgres,
      dataDir: data,
      secret,
      /** Stops node i the hard way (SIGKILL) or cleanly (SIGTERM). */
      stopNode: (i, signal = "SIGTERM") => nodeList[i].stop({ signal, graceMs: STOP_GRACE_MS }),
      /** Starts node i again on its port; resolves once it follows the platform and Varnish's probe finds it healthy again. */
      async startNode(i) {
        Object.assign(nodeList[i], startNode(i));
        await nodeReady(nodeList[i]);
        await varnishSeesHealthy(work, `node${i + 1}`);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
