/** A layout file is a few hundred kilobytes at most; past this it is a mistake or an attack. */
export const MAX_LAYOUT_BYTES = 4 * 1024 * 1024;
/** Layouts nest a dozen levels; the parsers and the schema check recurse once per level. */
export const MAX_LAYOUT_DEPTH = 64;

/**
 * Where a JSON text breaks the size or nesting limits, before any recursive parser sees it: a
 * document 10,000 levels deep would otherwise overflow the stack of the parser and the validator.
 */
export function jsonLimitProblem(text: string): { offset: number; message: string } | undefined {
  if (text.length > MAX_LAYOUT_BYTES)
    return { offset: 0, message: `The file is ${text.length} characters long; a layout may have at most ${MAX_LAYOUT_BYTES}` };
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > MAX_LAYOUT_DEPTH) return { offset: i, message: `Nested deeper than ${MAX_LAYOUT_DEPTH} levels` };
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return undefined;
}
