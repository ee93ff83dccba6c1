// Our production server (dist/server/main.mjs) on a free loopback port, timed from spawn to ready.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchAs } from "../support/pageWeight.mjs";
import { root } from "./paths.mjs";
import { freePort, onCleanup, startTracked } from "./processes.mjs";

const liveBuild = { cwd: root, entry: join(root, "dist/server/main.mjs"), clientDir: join(root, "dist/client") };

/** A fresh DATA_DIR, removed at cleanup. The first start on it migrates and seeds. */
export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "bench-data-"));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The line of a crashed server's output that names the error, for a one-line report. */
const firstErrorLine = (output) =>
  output
    .split("\n")
    .find((line) => /^\w*Error\b|Error:|^error/i.test(line.trim()))
    ?.trim() ??
  output.trim().split("\n").at(-1) ??
  "no output";

/**
 * Starts our production server, by default `dist/server/main.mjs` of this tree, or `app` (a
 * snapshotBuild copy), and waits for the first 200 of /healthz, then of `readyPage`. Both times
 * count from spawn. `nodeArgs` go to node before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startOurServer({
  name,
  app = liveBuild,
  env = {},
  dataDir = tempDataDir(),
  readyPage = { host: "demo.localhost", path: "/" },
  nodeArgs = [],
}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = startTracked({
    name,
    command: process.execPath,
    args: [...nodeArgs, app.entry],
    cwd: app.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ANALYTICS: "off",
      CLIENT_DIR: app.clientDir,
      ...env,
    },
  });
  let stopping = false;
  server.exited.then(({ code, signal }) => {
    // A server that dies mid-run would show up later as failed runs; say so when it happens.
    if (!stopping && signal !== "SIGTERM" && code !== 0)
      console.error(`  !! ${name} (pid ${server.pid}) exited on its own (${signal ?? code}): ${firstErrorLine(server.output())}`);
  });

  // One deadline for both waits, each timed from spawn.
  const deadline = Date.now() + 120_000;
  const waitFor = async (host, path) => {
    const probe = async () => (await fetchAs(baseUrl, host, path)).status === 200;
    await server.waitUntil({ probe, what: `answered 200 for ${host}${path}` }, { timeoutMs: deadline - Date.now(), intervalMs: 10 });
    return performance.now() - started;
  };
  const healthzMs = await waitFor("127.0.0.1", "/healthz");
  const pageMs = await waitFor(readyPage.host, readyPage.path);
  const stopNow = () => ((stopping = true), server.stop());
  return {
    name,
    port,
    baseUrl,
    pid: server.pid,
    dataDir,
    ready: { healthzMs, pageMs },
    output: server.output,
    alive: server.running,
    stop: stopNow,
  };
}
