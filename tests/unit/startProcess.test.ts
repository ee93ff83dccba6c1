import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../site/cluster/freePort.mjs";
import { ProcessStartError, startProcess, type StartedProcess } from "../../site/cluster/startProcess.mjs";

// Real child processes: small `node -e` scripts that get ready, exit early, never get ready or ignore SIGTERM.
const started: StartedProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((child) => child.stop({ graceMs: 1000 })));
});

function node(script: string, options: { name?: string; outputChars?: number } = {}): StartedProcess {
  const child = startProcess({ name: options.name ?? "the script", command: process.execPath, args: ["-e", script], outputChars: options.outputChars });
  started.push(child);
  return child;
}

/** The error a wait rejects with (the test fails if it resolves instead). */
async function startError(wait: Promise<void>): Promise<ProcessStartError> {
  const error = await wait.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(ProcessStartError);
  return error as ProcessStartError;
}

const KEEP_RUNNING = "setInterval(() => {}, 1000);";

describe("startProcess", () => {
  it("waits for a line on stdout, keeps the output and stops the process with SIGTERM", async () => {
    const child = node(`console.log("booting"); setTimeout(() => console.log("ready on 4321"), 200); ${KEEP_RUNNING}`);
    expect(child.running()).toBe(true);
    await child.waitUntil({ line: /^ready on \d+$/ }, { timeoutMs: 10_000 });
    expect(child.output()).toBe("booting\nready on 4321\n");
    await child.stop();
    expect(child.running()).toBe(false);
    expect(await child.exited).toEqual({ code: null, signal: "SIGTERM" });
  });

  it("counts a line on stderr, but not one still being written", async () => {
    const child = node(`process.stderr.write("ready, almost"); setTimeout(() => process.stderr.write(" there\\n"), 300); ${KEEP_RUNNING}`);
    // A line is complete only once its newline arrives.
    const error = await startError(child.waitUntil({ line: /^ready, almost$/, what: "said it was ready" }, { timeoutMs: 1000, intervalMs: 20 }));
    expect(error.message).toContain("the script has not said it was ready within 1 s\n");
    expect(error.message).toContain("  | ready, almost there");
    await child.waitUntil({ line: /^ready, almost there$/ }, { timeoutMs: 5000 });
  });

  it("fails naming the process, its command, what was awaited and its last lines when it exits early", async () => {
    const child = node(`for (let i = 1; i <= 30; i++) console.error("line " + i); console.error("Error: no config " + "x".repeat(1500)); process.exit(3)`, {
      name: "platform 1",
    });
    const error = await startError(child.waitUntil({ url: "http://127.0.0.1:9/healthz" }, { timeoutMs: 10_000 }));
    expect(error.reason).toBe("exited");
    expect(error.processName).toBe("platform 1");
    expect(error.awaited).toBe("answered http://127.0.0.1:9/healthz");
    const [first, command, said, ...lines] = error.message.split("\n");
    expect(first).toBe("platform 1 exited with 3 before it answered http://127.0.0.1:9/healthz");
    expect(command).toBe(`  command: ${process.execPath} -e ${JSON.stringify(child.child.spawnargs[2])} (pid ${child.pid})`);
    expect(said).toBe("  its last output:");
    // The last 20 lines, the long one cut.
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe("  | line 12");
    expect(lines.at(-1)).toBe(`  | Error: no config ${"x".repeat(1000 - "Error: no config ".length)}… (517 more characters)`);
    expect(error.output).toContain(`no config ${"x".repeat(1500)}`);
  });

  it("fails with a timeout naming what was awaited, and says when it printed nothing", async () => {
    const child = node(KEEP_RUNNING);
    const from = Date.now();
    const error = await startError(child.waitUntil({ line: /ready/ }, { timeoutMs: 500 }));
    expect(Date.now() - from).toBeGreaterThanOrEqual(500);
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe(
      `the script has not printed a line matching /ready/ within 0.5 s\n  command: ${child.command} (pid ${child.pid})\n  it printed nothing`,
    );
    expect(child.running()).toBe(true);
  });

  it("quotes the last failed attempt of a URL on a timeout", async () => {
    const port = await freePort();
    const child = node(KEEP_RUNNING);
    const error = await startError(child.waitUntil({ url: `http://127.0.0.1:${port}/healthz` }, { timeoutMs: 300 }));
    expect(error.message.split("\n")[0]).toBe(
      `the script has not answered http://127.0.0.1:${port}/healthz within 0.3 s (last attempt: connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });

  it("waits for a URL to answer 2xx and for `accept` to agree", async () => {
    const port = await freePort();
    // 503 "starting" first, then 200 "connecting", then 200 "following".
    const child = node(
      `let n = 0; require("node:http").createServer((q, r) => { n++; r.statusCode = n === 1 ? 503 : 200; r.end(JSON.stringify({ changes: n < 3 ? "connecting" : "following" })); }).listen(${port}, "127.0.0.1");`,
    );
    const seen: string[] = [];
    await child.waitUntil(
      {
        url: `http://127.0.0.1:${port}/healthz`,
        accept: async (response) => {
          const { changes } = (await response.json()) as { changes: string };
          seen.push(`${response.status} ${changes}`);
          return changes === "following";
        },
      },
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(seen).toEqual(["200 connecting", "200 following"]);
  });

  it("waits for a port to accept connections", async () => {
    const port = await freePort();
    const child = node(`setTimeout(() => require("node:net").createServer().listen(${port}, "127.0.0.1"), 200);`);
    await child.waitUntil({ port }, { timeoutMs: 10_000, intervalMs: 20 });
    await expect(node(KEEP_RUNNING).waitUntil({ port: await freePort() }, { timeoutMs: 200 })).rejects.toThrow(
      /has not accepted connections on 127\.0\.0\.1:\d+ within 0\.2 s/,
    );
  });

  it("quotes what a probe threw last", async () => {
    const child = node(KEEP_RUNNING);
    const probe = () => Promise.reject(new Error("the database system is starting up"));
    await expect(child.waitUntil({ probe, what: "answered SELECT 1" }, { timeoutMs: 200 })).rejects.toThrow(
      "the script has not answered SELECT 1 within 0.2 s (last attempt: the database system is starting up)",
    );
  });

  it("fails at once, naming the command, when there is no such command", async () => {
    const child = startProcess({ name: "varnishd", command: "/nonexistent/varnishd", args: ["-F"] });
    const error = await startError(child.waitUntil({ line: /ready/ }, { timeoutMs: 10_000 }));
    expect(error.reason).toBe("unstartable");
    expect(error.message).toBe(
      "varnishd could not be started (spawn /nonexistent/varnishd ENOENT), so it never printed a line matching /ready/\n  command: /nonexistent/varnishd -F\n  it printed nothing",
    );
    const exit = await child.exited;
    expect([exit.code, exit.signal, exit.error?.message]).toEqual([null, null, "spawn /nonexistent/varnishd ENOENT"]);
    expect(child.running()).toBe(false);
    await child.stop();
  });

  it("stops a process that ignores SIGTERM with SIGKILL after the grace period", async () => {
    const child = node(`process.on("SIGTERM", () => console.log("ignoring SIGTERM")); console.log("ready"); ${KEEP_RUNNING}`);
    await child.waitUntil({ line: /^ready$/ }, { timeoutMs: 10_000 });
    const stopping = Date.now();
    await child.stop({ graceMs: 400 });
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(400);
    expect(await child.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(child.output()).toContain("ignoring SIGTERM");
  });

  it("stops with the signal asked for, and a process that is gone already at once", async () => {
    const child = node(`process.on("SIGINT", () => { console.log("fast shutdown"); process.exit(0); }); console.log("ready"); ${KEEP_RUNNING}`);
    await child.waitUntil({ line: /^ready$/ }, { timeoutMs: 10_000 });
    await child.stop({ signal: "SIGINT", graceMs: 10_000 });
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.output()).toBe("ready\nfast shutdown\n");
    await child.stop();
  });

  it("keeps only the last `outputChars` characters", async () => {
    const child = node(`process.stdout.write("a".repeat(5000) + "end\\n")`, { outputChars: 100 });
    await child.exited;
    await expect.poll(() => child.output().endsWith("end\n")).toBe(true);
    expect(child.output()).toBe(`${"a".repeat(96)}end\n`);
  });
});
