/**
 * What cleans HTML from the API for a page (see createHtmlSanitizer). A type of its own, so that the
 * page's runtime can carry one without pulling DOMPurify into every bundle.
 */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}
