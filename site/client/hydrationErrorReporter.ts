import type { installErrorLog } from "../../engine/index.js";

/**
 * React's `onRecoverableError` for a hydration: the error is kept in the page's error log and said
 * loudly, since React 19 recovers from hydration mismatches silently in production.
 */
export function hydrationErrorReporter(errors: ReturnType<typeof installErrorLog>) {
  return (error: unknown, info: { componentStack?: string }) => {
    errors.onRecoverableError(error, info);
    console.error("[hydration] recoverable error:", error, info.componentStack);
  };
}
