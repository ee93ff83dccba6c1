import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../site/cluster/freePort.mjs";
import { startProcess } from "../../site/cluster/startProcess.mjs";

export interface RunningServer {
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, "../..");

/** A free loopback port (the same helper as the cluster's). */
export { freePort };

/** Runs `dist/server/main.mjs` (the production build; `platform.mjs`, the platform process of `npm run platform`) on a free port with a fresh data folder. */
export async function startBuiltServer(env: Record<string, string> = {}, entry: "main.mjs" | "platform.mjs" = "main.mjs"): Promise<RunningServer> {
  const main = join(root, "dist", "server", entry);
  if (!existsSync(main)) throw new Error("dist/ is missing: run 'npm run build' (npm test does it) before the contract and browser suites");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "site-test-"));
  const server = startProcess({
    name: "the server",
    command: process.execPath,
    args: [main],
    cwd: root,
    // A generous data time box: on a loaded test machine the platform's answers may take over the
    // default second, and the suites check what a page shows, not how fast it comes.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ANALYTICS: "off",
      SSR_TIMEBOX_MS: "2500",
      ...env,
    },
    // A test reads the whole log of a server that runs for its whole file (what it said once, at the start).
    outputChars: 1_000_000,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await server.waitUntil({ url: `http://127.0.0.1:${port}/healthz` }, { timeoutMs: 60_000, intervalMs: 150 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, dataDir, process: server.child, output: server.output, stop };
}
