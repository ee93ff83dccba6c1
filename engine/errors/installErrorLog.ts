import { createErrorLog, type ErrorLog } from "./createErrorLog.js";

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
    log.record(error ?? message ?? "Unknown error", { source: "window.error" });
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
