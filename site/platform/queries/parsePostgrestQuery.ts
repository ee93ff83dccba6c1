import type { PostgrestError } from "../http/PostgrestError.js";
import { splitPostgrestList } from "../http/splitPostgrestList.js";
import { postgrestError } from "../errors/platformError.js";

/** The PostgREST filter operators the remote table service understands. */
const OPERATORS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

export type FilterValue = string | null;

export interface PostgrestFilter {
  readonly column: string;
  /** An SQL fragment with `?` placeholders, the column already checked against the table's columns. */
  readonly sql: string;
  readonly values: readonly FilterValue[];
}

export interface PostgrestOrder {
  readonly column: string;
  readonly descending: boolean;
  /** PostgreSQL's default unless the client says otherwise: NULLs sort as the largest value (last ascending, first descending). */
  readonly nullsFirst: boolean;
}

export interface PostgrestQuery {
  readonly select: readonly string[];
  readonly filters: readonly PostgrestFilter[];
  readonly order: readonly PostgrestOrder[];
  readonly limit: number | undefined;
  readonly offset: number;
}

/** Query keys that are not column filters: PostgREST's own, plus `apikey`, which Supabase also accepts as a URL param. */
const RESERVED = new Set(["select", "order", "limit", "offset", "apikey", "columns", "on_conflict"]);

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : first === undefined ? undefined : String(first);
}

/** postgrest-js quotes a column name that holds a reserved character; ours never do, but may come quoted. */
function unquoted(name: string): string {
  const trimmed = name.trim();
  return /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/** What PostgREST answers for a column the table does not have (PostgreSQL's undefined_column), plus the ones it has. */
function unknownColumn(table: string, column: string, columns: readonly string[]): PostgrestError {
  return postgrestError("PLT_ERR_PG_UNKNOWN_COLUMN", { table, column }, { hint: `Kolom yang bisa dibaca: ${columns.join(", ")}.`, field: column });
}

function checked(table: string, column: string, columns: readonly string[]): string {
  if (!columns.includes(column)) throw unknownColumn(table, column, columns);
  return column;
}

function nonNegative(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d+$/.test(raw)) {
    throw postgrestError("PLT_ERR_PG_NOT_NON_NEGATIVE", { name, raw }, { details: `failed to parse ${name} (${raw})`, field: name });
  }
  return Number(raw);
}

function filterOf(table: string, column: string, raw: string, columns: readonly string[]): PostgrestFilter {
  checked(table, column, columns);
  const dot = raw.indexOf(".");
  const operator = dot < 0 ? raw : raw.slice(0, dot);
  const operand = dot < 0 ? "" : raw.slice(dot + 1);
  if (operator in OPERATORS) return { column, sql: `${column} ${OPERATORS[operator as keyof typeof OPERATORS]} ?`, values: [operand] };
  if (operator === "is" && ["null", "true", "false"].includes(operand)) {
    return operand === "null" ? { column, sql: `${column} IS NULL`, values: [] } : { column, sql: `${column} = ?`, values: [operand === "true" ? "1" : "0"] };
  }
  if (operator === "in" && /^\(.*\)$/.test(operand)) {
    const items = splitPostgrestList(operand.slice(1, -1));
    return { column, sql: `${column} IN (${items.map(() => "?").join(", ")})`, values: items };
  }
  throw postgrestError(
    "PLT_ERR_PG_FILTER_UNKNOWN",
    { column, raw },
    {
      details: `failed to parse filter (${raw})`,
      field: column,
    },
  );
}

/** `column[.asc|.desc][.nullsfirst|.nullslast]`, PostgREST's grammar of one `order` item. */
function orderOf(table: string, part: string, columns: readonly string[]): PostgrestOrder {
  const [name = "", ...modifiers] = part.trim().split(".");
  const column = checked(table, unquoted(name), columns);
  const [direction, nulls, ...rest] = modifiers[0] === "nullsfirst" || modifiers[0] === "nullslast" ? [undefined, ...modifiers] : modifiers;
  if (
    (direction !== undefined && direction !== "asc" && direction !== "desc") ||
    (nulls !== undefined && nulls !== "nullsfirst" && nulls !== "nullslast") ||
    rest.length > 0
  ) {
    throw postgrestError(
      "PLT_ERR_PG_ORDER_UNKNOWN",
      { part },
      {
        details: `failed to parse order (${part})`,
        field: "order",
      },
    );
  }
  const descending = direction === "desc";
  return { column, descending, nullsFirst: nulls === undefined ? descending : nulls === "nullsfirst" };
}

/**
 * Reads a PostgREST query string (`select=a,b`, `col=eq.x`, `order=col.desc.nullslast`, `limit`, `offset`) against
 * the columns a table exposes. Every column name is checked against that list, so they can go into SQL as is.
 * A malformed part throws a PostgrestError with PGRST100, an unknown column one with 42703, as PostgREST answers.
 */
export function parsePostgrestQuery(table: string, query: Readonly<Record<string, unknown>>, columns: readonly string[]): PostgrestQuery {
  const selectText = text(query.select)?.trim();
  const select = !selectText || selectText === "*" ? [...columns] : selectText.split(",").map((column) => checked(table, unquoted(column), columns));

  const order = (text(query.order) ?? "")
    .split(",")
    .filter((part) => part.trim() !== "")
    .map((part) => orderOf(table, part, columns));

  const filters = Object.entries(query)
    .filter(([key]) => !RESERVED.has(key))
    .flatMap(([column, value]) => (Array.isArray(value) ? value : [value]).map((raw) => filterOf(table, column, String(raw), columns)));

  return { select, filters, order, limit: nonNegative("limit", text(query.limit)), offset: nonNegative("offset", text(query.offset)) ?? 0 };
}
