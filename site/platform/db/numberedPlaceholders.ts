/** A statement's SQL for PostgreSQL, whose placeholders are numbered, and how to order its bindings. */
export interface NumberedSql {
  readonly text: string;
  /** The binding names, by number less one, for a statement written with `@name`; undefined for `?`. */
  readonly names?: readonly string[];
  /** How many `?` the statement has. */
  readonly count: number;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/**
 * Rewrites the platform's placeholders (`?`, or `@name` with one object of bindings, as better-sqlite3
 * reads them) into PostgreSQL's `$1`, `$2`…; a name used twice is one number. Quoted text, quoted names
 * and comments are copied as they are, so a `?` inside a string literal stays a character.
 */
export function numberedPlaceholders(sql: string): NumberedSql {
  let text = "";
  let count = 0;
  const names: string[] = [];
  for (let at = 0; at < sql.length;) {
    const char = sql[at]!;
    if (char === "'" || char === '"') {
      const end = closingQuote(sql, at, char);
      text += sql.slice(at, end);
      at = end;
    } else if (char === "-" && sql[at + 1] === "-") {
      const end = sql.indexOf("\n", at);
      const stop = end === -1 ? sql.length : end;
      text += sql.slice(at, stop);
      at = stop;
    } else if (char === "/" && sql[at + 1] === "*") {
      const end = sql.indexOf("*/", at + 2);
      const stop = end === -1 ? sql.length : end + 2;
      text += sql.slice(at, stop);
      at = stop;
    } else if (char === "?") {
      text += `$${++count}`;
      at++;
    } else if (char === "@") {
      NAME.lastIndex = at + 1;
      const name = NAME.exec(sql)?.[0];
      if (!name) throw new Error(`SQL has an '@' without a binding name at ${at}: ${sql}`);
      let index = names.indexOf(name);
      if (index === -1) index = names.push(name) - 1;
      text += `$${index + 1}`;
      at += 1 + name.length;
    } else {
      text += char;
      at++;
    }
  }
  if (count > 0 && names.length > 0) throw new Error(`SQL mixes '?' and '@name' bindings: ${sql}`);
  return names.length > 0 ? { text, names, count } : { text, count };
}

/** The index just past the quote that closes the one at `start` (a doubled quote is an escaped one). */
function closingQuote(sql: string, start: number, quote: string): number {
  for (let at = start + 1; at < sql.length; at++) {
    if (sql[at] !== quote) continue;
    if (sql[at + 1] === quote) at++;
    else return at + 1;
  }
  return sql.length;
}
