// A temporary PostgreSQL server from Debian's binaries: an initdb in a new temporary folder, a postgres on
// a free loopback port, one database for the platform. `npm run cluster --platforms N` without DATABASE_URL
// and the tests start it through here; stop() ends it by its PID and removes the folder.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./freePort.mjs";
import { startProcess } from "./startProcess.mjs";

/** The Debian package of the server, named when its binaries are missing. */
export const POSTGRES_PACKAGES = "postgresql";
const READY_TIMEOUT_MS = 30_000;

/** The folder of the newest installed PostgreSQL's binaries, or a sentence saying how to install one. */
export function findPostgres() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((name) => existsSync(join(base, name, "bin", "postgres"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) return { error: `PostgreSQL is not installed: run 'apt-get install -y ${POSTGRES_PACKAGES}' (Debian's PostgreSQL 15)` };
  return { bin: join(base, newest, "bin") };
}

/** initdb and postgres refuse to run as root: as root, they run as Debian's `postgres` user. */
function runAs() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
  const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error("running as root, but there is no 'postgres' user to run PostgreSQL as");
  return { uid, gid };
}

/**
 * Starts a throwaway PostgreSQL and creates the database `platform` in it. `fsync` is off: the folder
 * is gone at the end anyway, and a crash of this machine is not what the tests are about.
 */
export async function startPostgres({ quiet = true } = {}) {
  const found = findPostgres();
  if (found.error) throw new Error(found.error);
  const owner = runAs();
  const dir = mkdtempSync(join(tmpdir(), "platform-pg-"));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, "data");
  const init = spawnSync(join(found.bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"], {
    encoding: "utf8",
    cwd: dir,
    ...owner,
  });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}):\n${init.stdout}${init.stderr}`);
  }
  const port = await freePort();
  let server;
  const start = async () => {
    server = startProcess({
      name: "postgres",
      command: join(found.bin, "postgres"),
      args: ["-D", dataDir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"],
      cwd: dir,
      ...owner,
      onOutput: quiet ? undefined : (text) => process.stderr.write(text),
    });
    // The postmaster says so once it takes connections (initdb --no-locale: its messages are in English).
    await server.waitUntil({ line: /database system is ready to accept connections/ }, { timeoutMs: READY_TIMEOUT_MS });
  };
  /** Stops the server by its PID: `fast` rolls back open transactions; `immediate` is a crash the next start recovers from. */
  const halt = async (mode = "fast") => {
    await server?.stop({ signal: mode === "immediate" ? "SIGQUIT" : "SIGINT", graceMs: READY_TIMEOUT_MS });
  };
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;

  try {
    await start();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("CREATE DATABASE platform");
    await client.end();
  } catch (error) {
    await halt().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/platform`,
    port,
    pid: () => (server.running() ? server.pid : undefined),
    output: () => server.output(),
    halt,
    start,
    /** Stops and starts the same server (its data kept), as an operator's restart does. */
    restart: async (mode = "fast") => {
      await halt(mode);
      await start();
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
