// V8 keeps a module's source text in memory for as long as the module lives, one byte per character
// when every character is Latin-1 and two bytes otherwise. One "…" in a comment or an error message
// doubles the resident size of a multi-megabyte module (the layout validator is 3 MB of source).
// A \u escape means the same character inside strings, regular expressions, template literals and
// identifiers, and is harmless in comments, so the server's modules are written ASCII-only.
import { readFileSync, writeFileSync } from "node:fs";

/** `code` with every character above U+007F written as a `\uXXXX` escape. */
export function asciiSource(code) {
  return code.replace(/[^\x00-\x7f]/gu, (char) =>
    // A character beyond U+FFFF becomes its two UTF-16 halves, as a string literal spells it.
    char
      .split("")
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`)
      .join(""),
  );
}

/** Rewrites the given module files ASCII-only, in place. */
export function writeAsciiSources(files) {
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const ascii = asciiSource(code);
    if (ascii !== code) writeFileSync(file, ascii);
  }
}
