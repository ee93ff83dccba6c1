/** A LIKE pattern matching `text` anywhere; `%`, `_` and `\` in user input match literally (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
