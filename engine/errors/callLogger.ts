/** Where callSafely reports a failed call (a failed call is logged to the console, never thrown). */
export type CallLogger = (message: string, error: unknown) => void;

/**
 * A caught failure is an expected outcome the page already shows (a notice, a form error), not a fault,
 * so it is never console.error. On the server console.warn makes it stand out in the log; in the browser
 * it is console.info, because the browser tests (tests/support/browser.ts watchPage) fail a page on any
 * console error *or warning*, and a 400 from a form the visitor mistyped must not count as one.
 */
const consoleLogger: CallLogger = (message, error) => {
  const log = typeof window === "undefined" ? console.warn : console.info;
  log(message, error);
};

let installed: CallLogger | undefined;

/** The server's own logger takes over (its level, one line per failure, the stack at debug); undefined restores the console. */
export function installCallLogger(logger: CallLogger | undefined): void {
  installed = logger;
}

export const defaultCallLogger: CallLogger = (message, error) => (installed ?? consoleLogger)(message, error);
