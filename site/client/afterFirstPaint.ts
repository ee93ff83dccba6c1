/**
 * Resolves once the browser has painted the page (a frame, then a task after it). Module scripts
 * run before DOMContentLoaded; work started here no longer stands between the HTML and its first paint.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
