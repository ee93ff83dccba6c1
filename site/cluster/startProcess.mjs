// One way to run a long-lived child process: start it with its arguments and environment, keep the end
// of its output, wait until it is ready, stop it by its PID. The cluster, the temporary PostgreSQL, the
// tests' built server and the bench's servers all start theirs here, so a process that dies early or never
// gets ready is reported the same way: which one, its command, what was awaited, its last lines of output.
import { spawn } from "node:child_process";
import { connect } from "node:net";

/** Output kept by default: enough for a crash's stack, bounded for a process that logs for hours. */
const OUTPUT_CHARS = 20_000;
/** The lines an error quotes; each cut at LINE_CHARS, since a crash in a minified bundle prints its source line. */
const LAST_LINES = 20;
const LINE_CHARS = 1000;
/** One readiness attempt may take this long (a server that accepts but does not answer yet). */
const ATTEMPT_MS = 2000;

const quoteLine = (line) => `  | ${line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}… (${line.length - LINE_CHARS} more characters)` : line}`;

/** A start that failed: the process exited, could not be started, or was not ready in time. */
export class ProcessStartError extends Error {
  constructor({ processName, command, pid, awaited, reason, output, detail }) {
    const lines = output.trimEnd().split("\n").slice(-LAST_LINES);
    const quoted = output.trim() ? `its last output:\n${lines.map(quoteLine).join("\n")}` : "it printed nothing";
    super(`${processName} ${detail}\n  command: ${command}${pid === undefined ? "" : ` (pid ${pid})`}\n  ${quoted}`);
    this.name = "ProcessStartError";
    this.processName = processName;
    this.command = command;
    this.pid = pid;
    this.awaited = awaited;
    this.reason = reason;
    this.output = output;
  }
}

const quoteArg = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg));

/** Resolves true once `promise` settles, or false after `ms` (its timer cleared either way, so it keeps no process alive). */
function settlesWithin(promise, ms) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([promise.then(() => true), late]).finally(() => clearTimeout(timer));
}

function accepts(host, port) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, timeout: ATTEMPT_MS });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", reject);
  });
}

/** What a readiness condition checks (true: ready; false or a throw: not yet) and how an error names it. */
function readiness(condition, output) {
  if ("line" in condition)
    return {
      what: condition.what ?? `printed a line matching ${condition.line}`,
      // Complete lines only: a line still being written could match a prefix of what it will say.
      check: () =>
        output()
          .split("\n")
          .slice(0, -1)
          .some((line) => condition.line.test(line)),
    };
  if ("url" in condition)
    return {
      what: condition.what ?? `answered ${condition.url}`,
      check: async () => {
        const response = await fetch(condition.url, { signal: AbortSignal.timeout(ATTEMPT_MS) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return condition.accept ? await condition.accept(response) : true;
      },
    };
  if ("port" in condition) {
    const host = condition.host ?? "127.0.0.1";
    return { what: condition.what ?? `accepted connections on ${host}:${condition.port}`, check: () => accepts(host, condition.port) };
  }
  return { what: condition.what, check: condition.probe };
}

const reasonOf = (error) => (error instanceof Error ? (error.cause instanceof Error && error.cause.message) || error.message : String(error));

/**
 * Spawns `command` with `args` (stdin closed, stdout and stderr piped) and keeps the last `outputChars`
 * characters of both; `onOutput` also sees each piece as it comes (to echo it). `name` is how errors name
 * it ("node 2", "the server"). Returns at once; waitUntil() waits for readiness, stop() ends it.
 */
export function startProcess({ name, command, args = [], cwd, env = process.env, uid, gid, outputChars = OUTPUT_CHARS, onOutput }) {
  const commandLine = [command, ...args].map(quoteArg).join(" ");
  const child = spawn(command, args, { cwd, env, uid, gid, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let ended = false;
  let spawnError;
  for (const stream of ["stdout", "stderr"]) {
    child[stream].setEncoding("utf8");
    child[stream].on("data", (text) => {
      output = (output + text).slice(-outputChars);
      onOutput?.(text, stream);
    });
  }
  const closed = new Promise((resolve) => child.once("close", resolve));
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      ended = true;
      // 'close' comes once its pipes are drained too (a crash's last lines may arrive just after 'exit'):
      // waited for, so output() is complete then, but bounded, as a process it started may hold them open.
      settlesWithin(closed, 1000).then(() => resolve({ code, signal }));
    });
    // Without a listener, a spawn failure (no such command) would end this process with an 'error' event.
    child.on("error", (error) => {
      if (child.pid !== undefined) return;
      ended = true;
      spawnError = error;
      resolve({ code: null, signal: null, error });
    });
  });

  const fail = (reason, awaited, detail) => new ProcessStartError({ processName: name, command: commandLine, pid: child.pid, awaited, reason, output, detail });

  /** Resolves once `condition` holds; rejects with a ProcessStartError if the process ends first or `timeoutMs` passes. */
  async function waitUntil(condition, { timeoutMs, intervalMs = 100 }) {
    const { what, check } = readiness(condition, () => output);
    const deadline = Date.now() + timeoutMs;
    let lastProblem;
    for (;;) {
      if (spawnError) throw fail("unstartable", what, `could not be started (${spawnError.message}), so it never ${what}`);
      if (ended) {
        const { code, signal } = await exited;
        throw fail("exited", what, `exited with ${signal ?? code} before it ${what}`);
      }
      try {
        if (await check()) return;
        lastProblem = undefined;
      } catch (error) {
        lastProblem = reasonOf(error);
      }
      if (Date.now() >= deadline)
        throw fail("timeout", what, `has not ${what} within ${Math.round(timeoutMs / 100) / 10} s${lastProblem ? ` (last attempt: ${lastProblem})` : ""}`);
      await settlesWithin(exited, Math.min(intervalMs, Math.max(0, deadline - Date.now())));
    }
  }

  const signalPid = (signal) => {
    try {
      process.kill(child.pid, signal);
    } catch (error) {
      // ESRCH: it is already gone, and its exit event is on the way.
      if (error.code !== "ESRCH") throw error;
    }
  };

  /** Sends `signal` to its PID, then SIGKILL if it has not exited after `graceMs`; resolves once it has exited. */
  async function stop({ signal = "SIGTERM", graceMs = 5000 } = {}) {
    if (!ended) {
      signalPid(signal);
      if (!(await settlesWithin(exited, graceMs)) && !ended) signalPid("SIGKILL");
    }
    await exited;
  }

  return { name, child, pid: child.pid, command: commandLine, output: () => output, exited, running: () => !ended, waitUntil, stop };
}
