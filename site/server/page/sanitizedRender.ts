import type { WindowLike } from "dompurify";
import { createHtmlSanitizer, plainTextHtml, type HtmlSanitizer } from "../../../engine/index.js";

/** The DOM for the HTML sanitizer loads this long after start, once the first pages are out. */
const SANITIZER_DELAY_MS = 1000;

/** The server's sanitizer and the render that waits for it. */
export interface ServerSanitizer {
  sanitizer: HtmlSanitizer;
  renderSanitized(render: () => string): Promise<string>;
}

/**
 * DOMPurify needs a DOM on the server too, so that it cleans exactly as the browser will. jsdom takes
 * most of a second to load, so it loads after start-up; a page that shows HTML before then renders
 * with the plain-text reduction, counted here, then waits for the DOM and renders again: no page is
 * sent plain. The state is this instance's, one per renderer.
 */
export function createSanitizedRender(): ServerSanitizer {
  let purifier: HtmlSanitizer | undefined;
  let fallbacks = 0;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= import("jsdom").then(({ JSDOM }) => {
      purifier = createHtmlSanitizer(new JSDOM("").window as unknown as WindowLike);
    }));
  setTimeout(load, SANITIZER_DELAY_MS).unref();
  const sanitizer: HtmlSanitizer = {
    sanitize(html) {
      if (purifier) return purifier.sanitize(html);
      fallbacks += 1;
      return plainTextHtml(html);
    },
  };
  return {
    sanitizer,
    async renderSanitized(render) {
      const before = fallbacks;
      const html = render();
      if (fallbacks === before) return html;
      await load();
      return render();
    },
  };
}
