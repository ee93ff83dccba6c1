// Our production server (dist/server/main.mjs) on a free loopback port, timed from spawn to ready.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchAs } from "../support/pageWeight.mjs";
import { root } from "./paths.mjs";
import { freePort, onCleanup, sleep, spawnTracked } from "./processes.mjs";

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

async function answers(baseUrl, host, path) {
  try {
    return (await fetchAs(baseUrl, host, path)).status === 200;
  } catch {
    return false;
  }
}

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
  let output = "";
  const started = performance.now();
  const { child, stop } = spawnTracked(process.execPath, [...nodeArgs, app.entry], {
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
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  let stopping = false;
  child.once("exit", (code, signal) => {
    // A server that dies mid-run would show up later as failed runs; say so when it happens.
    if (!stopping && signal !== "SIGTERM" && code !== 0)
      console.error(`  !! ${name} (pid ${child.pid}) exited on its own (${signal ?? code}): ${firstErrorLine(output)}`);
  });

  const deadline = Date.now() + 120_000;
  const fail = (message) => Object.assign(new Error(`${name}: ${message}: ${firstErrorLine(output)}`), { output });
  const waitFor = async (host, path) => {
    while (!(await answers(baseUrl, host, path))) {
      if (child.exitCode !== null) throw fail(`the server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw fail(`no 200 from ${host}${path} within 120 s`);
      await sleep(10);
    }
    return performance.now() - started;
  };
  const healthzMs = await waitFor("127.0.0.1", "/healthz");
  const pageMs = await waitFor(readyPage.host, readyPage.path);
  const stopNow = () => ((stopping = true), stop());
  return {
    name,
    port,
    baseUrl,
    pid: child.pid,
    dataDir,
    ready: { healthzMs, pageMs },
    output: () => output,
    alive: () => child.exitCode === null,
    stop: stopNow,
  };
}
