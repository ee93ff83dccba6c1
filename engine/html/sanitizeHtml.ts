import createDOMPurify, { type WindowLike } from "dompurify";
import { escapeHtml } from "../head/escapeHtml.js";
import type { HtmlSanitizer } from "./HtmlSanitizer.js";
import { stripHtml } from "./stripHtml.js";

/**
 * A sanitizer over one DOM: DOMPurify needs a window, the browser's own or, on the server, a jsdom one.
 * It cleans HTML from the API of scripts, event handlers, `javascript:` links, styles and forms, and
 * namespaces its ids.
 */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purifier = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    // Links from posts open safely and never hand the page to the target.
    if (node.nodeName === "A" && node.getAttribute("href")) {
      node.setAttribute("rel", "noopener noreferrer nofollow");
      if (/^https?:/i.test(node.getAttribute("href") ?? "")) node.setAttribute("target", "_blank");
    }
  });
  return {
    sanitize: (html) =>
      purifier.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
        // `name` is obsolete on what a post may hold (a, img; forms are gone): dropped, so the page stays valid HTML.
        FORBID_ATTR: ["style", "srcset", "name"],
        // `id` becomes `user-content-…`: a post cannot clobber the page's own elements
        // (document.getElementById) such as the state the browser hydrates from.
        SANITIZE_NAMED_PROPS: true,
      }),
  };
}

/** HTML reduced to escaped text in one paragraph: safe but plain, for where no DOM is there yet. */
export function plainTextHtml(html: string): string {
  return `<p>${escapeHtml(stripHtml(html))}</p>`;
}

const windowSanitizers = new WeakMap<object, HtmlSanitizer>();

/**
 * The sanitizer of the page's own window, made on first use (in the browser, DOMPurify then ships only
 * in the chunks of blocks that show HTML); without a window and without a sanitizer from the runtime
 * (the server names its own), the plain-text reduction.
 */
export function windowSanitizer(): HtmlSanitizer {
  if (typeof window === "undefined" || typeof document === "undefined") return { sanitize: plainTextHtml };
  let sanitizer = windowSanitizers.get(window);
  if (!sanitizer) windowSanitizers.set(window, (sanitizer = createHtmlSanitizer(window)));
  return sanitizer;
}
