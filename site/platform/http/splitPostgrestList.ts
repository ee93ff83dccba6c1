/**
 * Splits a PostgREST list (the inside of `in.(…)`, the `columns` parameter) at its commas. postgrest-js wraps
 * an item that holds a comma or a parenthesis in double quotes (`"Jakarta, Selatan"`), with `\"` and `\\`
 * inside, so a comma between quotes belongs to its item. Items are trimmed unless quoted; an empty list has no items.
 */
export function splitPostgrestList(list: string): string[] {
  if (list.trim() === "") return [];
  const items: string[] = [];
  const item = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(,|$)/gy;
  for (let match = item.exec(list); match; match = item.exec(list)) {
    const [, quoted, plain = ""] = match;
    items.push(quoted === undefined ? plain.trim() : quoted.replace(/\\(.)/g, "$1"));
    if (match[3] === "" || item.lastIndex >= list.length) break;
  }
  return items;
}
