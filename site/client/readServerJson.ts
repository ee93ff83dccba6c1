/** Where the server writes a JSON of the page: a `<script type="application/json">` child of <head> or <body>. */
export const serverJsonSelector = (id: string) => `head > script#${id}[type="application/json"], body > script#${id}[type="application/json"]`;

/**
 * The JSON the server wrote into the document in a `<script type="application/json" id=…>` that is a
 * direct child of <head> or <body>: the last such one. Never `document.getElementById`, which an
 * element inside the page's content could shadow: a post's markup lives inside #root, so no
 * element of it is a child of <head> or <body>, and the sanitizer never lets a <script> through.
 * Undefined when there is none or it is not JSON. `document`: this page's, or one fetched to replace it.
 */
export function readServerJson(id: string, document: Document = window.document): unknown {
  const scripts = document.querySelectorAll(serverJsonSelector(id));
  const text = scripts[scripts.length - 1]?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
