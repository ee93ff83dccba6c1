/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131,…"), each once, in order. */
export function unicodeRangeText(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`"${part}" is not a unicode-range of code points or code point ranges`);
    const first = parseInt(match[1]!, 16);
    const last = parseInt(match[2] ?? match[1]!, 16);
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}
