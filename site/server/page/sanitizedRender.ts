import type { WindowLike } from "dompurify";
import { installHtmlSanitizer, sanitizerFallbacks } from "../../../engine/index.js";

/** The DOM for the HTML sanitizer loads this long after start, once the first pages are out. */
const SANITIZER_DELAY_MS = 1000;

/**
 * DOMPurify needs a DOM on the server too, so that it cleans exactly as the browser will. jsdom takes
 * most of a second to load, so it loads after start-up; a page that shows HTML before then renders
 * with the sanitizer's fallback, then waits for the DOM and renders again.
 */
export function createSanitizedRender(): (render: () => string) => Promise<string> {
  let sanitizer: Promise<void> | undefined;
  const loadSanitizer = () => (sanitizer ??= import("jsdom").then(({ JSDOM }) => installHtmlSanitizer(new JSDOM("").window as unknown as WindowLike)));
  setTimeout(loadSanitizer, SANITIZER_DELAY_MS).unref();
  return async (render) => {
    const before = sanitizerFallbacks();
    const html = render();
    if (sanitizerFallbacks() === before) return html;
    await loadSanitizer();
    return render();
  };
}
