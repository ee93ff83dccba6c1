import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../site/cluster/freePort.mjs";

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
  let output = "";
  const child = spawn(process.execPath, [main], {
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
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
