// Every process and temporary thing the bench starts is registered here and undone by it, by PID,
// on the way out (normal end, error or Ctrl-C): the machine is shared.
import { connect } from "node:net";
import { startProcess } from "../../site/cluster/startProcess.mjs";

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

/** Starts a long-running child (site/cluster/startProcess.mjs) that cleanup stops; its `stop()` stops it earlier. */
export function startTracked(options) {
  const started = startProcess(options);
  return { ...started, stop: onCleanup(() => started.stop()) };
}

/**
 * Runs a command to its end, its output lines indented under ours (or kept quiet), and resolves
 * with its exit code and the end of its output.
 */
export async function runToEnd(command, args, { cwd, env, quiet = false, indent = "    " } = {}) {
  const pending = { stdout: "", stderr: "" };
  const relay = (text, stream) => {
    const lines = (pending[stream] + text).split("\n");
    pending[stream] = lines.pop() ?? "";
    for (const line of lines) process.stdout.write(`${indent}${line}\n`);
  };
  const run = startTracked({ name: command, command, args, cwd, env: { ...process.env, ...env }, onOutput: quiet ? undefined : relay });
  const { code, signal, error } = await run.exited;
  await run.stop();
  if (error) throw error;
  for (const rest of Object.values(pending)) if (rest) process.stdout.write(`${indent}${rest}\n`);
  return { code: code ?? (signal ? 128 : 1), output: run.output() };
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
