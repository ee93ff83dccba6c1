import { INLINE_STYLES_PRECEDENCE } from "../../engine/react.js";

/**
 * React puts a fragment's hoistables at the start of renderToString's output: its image preloads
 * (`<link … />`) and its hoistable styles (`<style data-precedence>`).
 */
const LEADING_HOISTABLES = /^(?:<link [^>]*\/>|<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>)+/;
const HOISTED_STYLE = /<style data-precedence=/;

/**
 * Separates the hoisted tags from a rendered body, for the document's `<head>` (a `<style>` in
 * `<body>` is invalid HTML). Without a hoisted style, the styles hold an empty group of Mantine's
 * inline rules: the browser inserts later ones after it, so they still follow the page stylesheet
 * in the cascade.
 */
export function splitHoistedStyles(rendered: string): { styles: string; body: string } {
  const { hoisted } = splitLeadingHoistables(rendered);
  const anchor = HOISTED_STYLE.test(hoisted) ? "" : `<style data-precedence="${INLINE_STYLES_PRECEDENCE}" data-href=""></style>`;
  return { styles: hoisted + anchor, body: rendered.slice(hoisted.length) };
}

/** The hoisted tags at the start of a render's output, and the rest. */
export function splitLeadingHoistables(rendered: string): { hoisted: string; body: string } {
  const hoisted = LEADING_HOISTABLES.exec(rendered)?.[0] ?? "";
  return { hoisted, body: rendered.slice(hoisted.length) };
}
