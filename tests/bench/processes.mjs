// Every process and temporary thing the bench starts is registered here and undone by it, by PID,
// on the way out (normal end, error or Ctrl-C): the machine is shared.
import { spawn } from "node:child_process";
import { connect } from "node:net";

const undo = [];

/** Registers `fn` to run at cleanup (last registered, first run); returns a function that runs it now. */
export function onCleanup(fn) {
  const entry = { fn, done: false };
  undo.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await entry.fn();
  };
}

export async function cleanup() {
  for (const entry of undo.reverse()) {
    if (entry.done) continue;
    entry.done = true;
    try {
      await entry.fn();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
  undo.length = 0;
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping what the bench started…`);
    await cleanup();
    process.exit(130);
  });
}

/** Stops one child by its PID: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(child.pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, "timeout"));
  if ((await Promise.race([exited, timer])) === "timeout" && child.exitCode === null) {
    process.kill(child.pid, "SIGKILL");
    await exited;
  }
}

/** Spawns a long-running child that cleanup stops; `stop()` stops it earlier. */
export function spawnTracked(command, args, options) {
  const child = spawn(command, args, options);
  const stop = onCleanup(() => stopChild(child));
  return { child, stop };
}

/**
 * Runs a command to its end, its output lines indented under ours (or kept quiet), and resolves
 * with its exit code and the captured output.
 */
export function runToEnd(command, args, { cwd, env, quiet = false, indent = "    " } = {}) {
  return new Promise((resolve, reject) => {
    const { child, stop } = spawnTracked(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const relay = (stream) => {
      let pending = "";
      stream.on("data", (chunk) => {
        output += chunk;
        if (quiet) return;
        pending += chunk;
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`${indent}${line}\n`);
      });
      stream.on("end", () => !quiet && pending && process.stdout.write(`${indent}${pending}\n`));
    };
    relay(child.stdout);
    relay(child.stderr);
    child.on("error", reject);
    child.on("exit", async (code, signal) => {
      await stop();
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** A free loopback port (the same helper as the cluster's). */
export { freePort } from "../../site/cluster/freePort.mjs";

/** Whether something accepts connections on 127.0.0.1:port. */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
