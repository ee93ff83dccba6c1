/** A page that never paints (a tab opened in the background) still starts, this much later. */
const AT_THE_LATEST_MS = 3000;

/**
 * Resolves once the browser has painted content (its first-contentful-paint entry), then a task
 * later. Module scripts run before DOMContentLoaded, often before the first frame: work started
 * here no longer stands between the HTML and its first paint. Without paint timing, two frames.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      setTimeout(resolve, 0);
    };
    setTimeout(done, AT_THE_LATEST_MS);
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(() => requestAnimationFrame(done));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
