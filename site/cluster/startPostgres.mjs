// A temporary PostgreSQL server from Debian's binaries: an initdb in a new temporary folder, a postgres on
// a free loopback port, one database for the platform. `npm run cluster --platforms N` without DATABASE_URL
// and the tests start it through here; stop() ends it by its PID and removes the folder.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./freePort.mjs";

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

function pidOf(dataDir) {
  try {
    return Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return undefined;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(test, what, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (await test()) return;
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not ${what} within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const init = spawnSync(join(found.bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"], {
    encoding: "utf8",
    cwd: dir,
    ...as,
  });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.status}):\n${init.stdout}${init.stderr}`);
  }
  const port = await freePort();
  let output = "";
  let child;
  const launch = () => {
    child = spawn(
      join(found.bin, "postgres"),
      ["-D", dataDir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"],
      { cwd: dir, stdio: ["ignore", "pipe", "pipe"], ...as },
    );
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
      if (!quiet) process.stderr.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
  };
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${output}`);
    const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1000 });
    // A probe of a server that is starting or stopping: its connection may break, which is the answer "not yet".
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    launch();
    await waitUntil(answers, "answer", () => output);
  };
  /** Stops the server by its PID: `fast` rolls back open transactions; `immediate` is a crash the next start recovers from. */
  const halt = async (mode = "fast") => {
    const pid = pidOf(dataDir) ?? child?.pid;
    if (pid === undefined || !alive(pid)) return;
    process.kill(pid, mode === "immediate" ? "SIGQUIT" : "SIGINT");
    await waitUntil(
      async () => !alive(pid),
      "stop",
      () => output,
    );
  };

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
    pid: () => pidOf(dataDir),
    output: () => output,
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
