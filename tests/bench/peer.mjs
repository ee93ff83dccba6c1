// The peer: ../shared/bench/peer-next (Next.js 16 + Puck + Mantine), the same home page built the
// conventional way. `/` renders per request, `/static` is prerendered.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fetchAs } from "../support/pageWeight.mjs";
import { options } from "./options.mjs";
import { freePort, isListening, runToEnd, startTracked } from "./processes.mjs";
import { ensureInstalled, toolPath } from "./tools.mjs";

const nextEnv = { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

async function ensureBuilt(dir) {
  if (existsSync(join(dir, ".next", "BUILD_ID"))) return;
  console.log(`  next build in ${dir} (about 20 s)…`);
  const { code } = await runToEnd(process.execPath, [join(dir, "node_modules/next/dist/bin/next"), "build"], { cwd: dir, env: nextEnv, quiet: true });
  if (code !== 0) throw new Error(`next build failed in ${dir}`);
}

/**
 * Installs and builds the peer when needed and starts `next start` on 127.0.0.1 (port 4400 when
 * free, else another: Chromium reaches it as peer.localhost:PORT either way). `next start` serves
 * in its own process (renamed next-server), so its PID is the one to measure and to stop.
 */
export async function startPeer() {
  const dir = toolPath("peer-next");
  await ensureInstalled("peer-next");
  await ensureBuilt(dir);
  const port = (await isListening(options.peerPort)) ? await freePort() : options.peerPort;
  if (port !== options.peerPort) console.log(`  port ${options.peerPort} is taken (not by us): the peer listens on ${port}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const peer = startTracked({
    name: "the peer",
    command: process.execPath,
    args: [join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    cwd: dir,
    env: { ...process.env, ...nextEnv },
  });
  const probe = async () => (await fetchAs(baseUrl, `127.0.0.1:${port}`, "/")).status === 200;
  await peer.waitUntil({ probe, what: "answered 200 for /" }, { timeoutMs: 60_000, intervalMs: 10 });
  return { name: "peer", port, baseUrl, pid: peer.pid, ready: { pageMs: performance.now() - started }, host: "127.0.0.1", stop: peer.stop };
}
