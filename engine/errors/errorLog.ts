import { errorMessageOf } from "./callResult.js";
import { engineMessage } from "./catalogue.js";

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

export interface InstalledErrorLog {
  readonly log: ErrorLog;
  /** Pass as React's `hydrateRoot(..., { onRecoverableError })`, or call from one that does more. */
  onRecoverableError(error: unknown, info?: { componentStack?: string }): void;
  /** Removes the window listeners (tests, hot reload). */
  uninstall(): void;
}

/**
 * The browser's app-level error handler: uncaught errors and unhandled rejections of `target`
 * (the window) are stored with their time. It only records; the browser still reports them itself.
 */
export function installErrorLog(target: EventTarget, log: ErrorLog = createErrorLog()): InstalledErrorLog {
  const onError = (event: Event) => {
    const { error, message } = event as Event & { error?: unknown; message?: string };
    log.record(error ?? message ?? engineMessage("ENG_ERR_UNKNOWN"), { source: "window.error" });
  };
  const onRejection = (event: Event) => {
    log.record((event as Event & { reason?: unknown }).reason, { source: "unhandledrejection" });
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return {
    log,
    onRecoverableError: (error) => {
      log.record(error, { source: "react.recoverable" });
    },
    uninstall() {
      target.removeEventListener("error", onError);
      target.removeEventListener("unhandledrejection", onRejection);
    },
  };
}
