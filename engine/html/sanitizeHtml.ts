import createDOMPurify, { type DOMPurify, type WindowLike } from "dompurify";
import { escapeHtml } from "../head/escapeHtml.js";
import { stripHtml } from "./stripHtml.js";

let purifier: DOMPurify | undefined;
let fallbacks = 0;

/**
 * DOMPurify needs a DOM: in the browser it takes `window` on first use (so DOMPurify ships only in
 * the chunks of blocks that show HTML), the server installs a jsdom window. Until one is there,
 * HTML is reduced to escaped text, which is safe but plain.
 */
export function installHtmlSanitizer(window: WindowLike): void {
  const instance = createDOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    // Links from posts open safely and never hand the page to the target.
    if (node.nodeName === "A" && node.getAttribute("href")) {
      node.setAttribute("rel", "noopener noreferrer nofollow");
      if (/^https?:/i.test(node.getAttribute("href") ?? "")) node.setAttribute("target", "_blank");
    }
  });
  purifier = instance;
}

/** HTML from the API, cleaned of scripts, event handlers, `javascript:` links, styles and forms; its ids namespaced. */
export function sanitizeHtml(html: string): string {
  if (!purifier && typeof window !== "undefined" && typeof document !== "undefined") installHtmlSanitizer(window);
  if (!purifier) {
    fallbacks += 1;
    return `<p>${escapeHtml(stripHtml(html))}</p>`;
  }
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    // `name` is obsolete on what a post may hold (a, img; forms are gone): dropped, so the page stays valid HTML.
    FORBID_ATTR: ["style", "srcset", "name"],
    // `id` becomes `user-content-…`: a post cannot clobber the page's own elements
    // (document.getElementById) such as the state the browser hydrates from.
    SANITIZE_NAMED_PROPS: true,
  });
}

/**
 * How often HTML was reduced to text for want of a sanitizer. The server loads its DOM after it
 * starts; a render that counted a fallback waits for it and renders again, so no page is sent plain.
 */
export function sanitizerFallbacks(): number {
  return fallbacks;
}
