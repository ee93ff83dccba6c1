/** A JSON-LD node: a plain JSON object with `@context`/`@type`. */
export type JsonLd = Readonly<Record<string, unknown>>;

const UNSAFE: Readonly<Record<string, string>> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * JSON for the inside of a `<script type="application/ld+json">`: the characters that could end the
 * script element or open a comment (`<`, `>`, `&`) and the line separators older parsers choke on are
 * written as `\u` escapes, which JSON reads back as the same characters.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c]!);
}
