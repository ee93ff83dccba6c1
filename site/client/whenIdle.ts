/** Idle work starts when the browser is idle, within 2000 ms at the latest. */
const IDLE_TIMEOUT_MS = 2000;

/** The browser's idle callback, or a timer where there is none (Safari). */
export function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), IDLE_TIMEOUT_MS);
}
