/** The top progress bar waits 200 ms before showing, fills over 5000 ms, hides 500 ms after. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;

/** The bar fills in this many steps over PROGRESS_DURATION_MS, to this much, and waits there for the end. */
const FILL_STEPS = 20;
const FILL_TO = 95;
/** How often the bar takes a step while it fills. */
export const PROGRESS_STEP_MS = PROGRESS_DURATION_MS / FILL_STEPS;

/** The bar's value one step after `value`. */
export function nextProgressValue(value: number): number {
  return Math.min(FILL_TO, value + FILL_TO / FILL_STEPS);
}

export interface ProgressSink {
  start(): void;
  /** Shows the failed look (a failed request marks the bar failed, then finished). */
  fail(): void;
  finish(): void;
  hide(): void;
}

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/**
 * The navigation progress bar's rules, free of any UI: a short navigation never shows the bar, a
 * failed request marks it failed before it finishes, a cancelled one only finishes it, and a refresh
 * that fails outside any navigation shows the bar failed and finished at once.
 */
export function createProgressController(sink: ProgressSink, timers: Timers) {
  let showTimer: unknown;
  let hideTimer: unknown;
  let visible = false;
  let running = false;
  let failed = false;

  function finishThenHide() {
    sink.finish();
    hideTimer = timers.set(() => {
      visible = false;
      sink.hide();
    }, PROGRESS_HIDE_DELAY_MS);
  }

  return {
    begin() {
      if (running) return;
      running = true;
      failed = false;
      timers.clear(hideTimer);
      showTimer = timers.set(() => {
        visible = true;
        sink.start();
      }, PROGRESS_THROTTLE_MS);
    },
    /** A request failed: while navigating it marks the navigation; otherwise it was a refresh, whose failure also marks the bar failed. */
    fail() {
      if (running) {
        failed = true;
        return;
      }
      timers.clear(hideTimer);
      if (!visible) sink.start();
      visible = true;
      sink.fail();
      finishThenHide();
    },
    /** Navigation ended, either done or cancelled. */
    end(outcome: "done" | "cancelled" = "done") {
      if (!running) return;
      running = false;
      timers.clear(showTimer);
      if (!visible) return;
      if (failed && outcome === "done") sink.fail();
      finishThenHide();
    },
  };
}

export type ProgressController = ReturnType<typeof createProgressController>;
