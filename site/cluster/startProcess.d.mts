import type { ChildProcess } from "node:child_process";

/** What "ready" means; `what` replaces how an error names it ("answered …", past tense after "before it"). */
export type Readiness =
  /** A complete line of its stdout or stderr matches (a pattern without the g flag). */
  | { line: RegExp; what?: string }
  /** The URL answers 2xx and, when given, `accept` says yes (it may read the body). */
  | { url: string; accept?: (response: Response) => boolean | Promise<boolean>; what?: string }
  /** Something accepts TCP connections on host (127.0.0.1 by default) and port. */
  | { port: number; host?: string; what?: string }
  /** Any other check; a throw counts as "not yet" and its message is quoted on a timeout. */
  | { probe: () => boolean | Promise<boolean>; what: string };

export interface StartProcessOptions {
  /** How errors name it: "node 2", "the server". */
  name: string;
  command: string;
  args?: readonly string[];
  cwd?: string;
  /** The whole environment (this process's by default). */
  env?: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  /** How many characters of output output() keeps (the last ones; 20,000 by default). */
  outputChars?: number;
  /** Sees each piece of output as it comes, to echo it. */
  onOutput?: (text: string, stream: "stdout" | "stderr") => void;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when it could not be started at all (no such command). */
  error?: Error;
}

export interface StartedProcess {
  name: string;
  child: ChildProcess;
  /** Undefined when it could not be started. */
  pid: number | undefined;
  /** The command line, as errors quote it. */
  command: string;
  output(): string;
  exited: Promise<ProcessExit>;
  running(): boolean;
  /** Resolves once `condition` holds; rejects with a ProcessStartError if it ends first or `timeoutMs` passes (checked every `intervalMs`, 100 by default). */
  waitUntil(condition: Readiness, options: { timeoutMs: number; intervalMs?: number }): Promise<void>;
  /** `signal` (SIGTERM by default) to its PID, SIGKILL after `graceMs` (5,000 by default); resolves once it has exited. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
}

export class ProcessStartError extends Error {
  readonly processName: string;
  readonly command: string;
  readonly pid: number | undefined;
  /** What was awaited, as the message says it ("answered http://…/healthz"). */
  readonly awaited: string;
  readonly reason: "exited" | "timeout" | "unstartable";
  /** The output it kept. */
  readonly output: string;
}

export function startProcess(options: StartProcessOptions): StartedProcess;
