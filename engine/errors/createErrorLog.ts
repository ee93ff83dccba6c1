import { errorMessageOf } from "./errorMessageOf.js";

/** One stored error: the app's error handler keeps each error with its timestamp. */
export interface ErrorLogEntry {
  /** ISO 8601 time the error was recorded. */
  readonly at: string;
  readonly message: string;
  readonly status?: number;
  /** Where it came from: a catalogue entry id, "window.error", "unhandledrejection", "react.recoverable". */
  readonly source?: string;
}

export interface ErrorLogContext {
  readonly source?: string;
  readonly status?: number;
}

export interface ErrorLog {
  record(error: unknown, context?: ErrorLogContext): ErrorLogEntry;
  /** Oldest first. */
  entries(): readonly ErrorLogEntry[];
  clear(): void;
}

export interface ErrorLogOptions {
  /** How many entries are kept; the oldest go first. A page left open for days must not grow without bound. */
  readonly capacity?: number;
  readonly now?: () => Date;
}

function field(error: unknown, name: "status" | "source"): unknown {
  return typeof error === "object" && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** A small bounded in-memory store of errors with their time; framework-free, usable on both sides. */
export function createErrorLog(options: ErrorLogOptions = {}): ErrorLog {
  const capacity = Math.max(1, options.capacity ?? 50);
  const now = options.now ?? (() => new Date());
  let stored: ErrorLogEntry[] = [];
  return {
    record(error, context = {}) {
      const status = context.status ?? field(error, "status");
      const source = context.source ?? field(error, "source");
      const entry: ErrorLogEntry = {
        at: now().toISOString(),
        message: errorMessageOf(error),
        ...(typeof status === "number" && { status }),
        ...(typeof source === "string" && { source }),
      };
      stored.push(entry);
      if (stored.length > capacity) stored = stored.slice(stored.length - capacity);
      return entry;
    },
    entries: () => [...stored],
    clear() {
      stored = [];
    },
  };
}
