import { PlatformError } from "./PlatformError.js";

/** The PostgREST filter operators the remote table service understands. */
const OPERATORS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

export type FilterValue = string | null;

export interface PostgrestFilter {
  readonly column: string;
  /** An SQL fragment with `?` placeholders, the column already checked against the table's columns. */
  readonly sql: string;
  readonly values: readonly FilterValue[];
}

export interface PostgrestQuery {
  readonly select: readonly string[];
  readonly filters: readonly PostgrestFilter[];
  readonly order: readonly { readonly column: string; readonly descending: boolean }[];
  readonly limit: number | undefined;
  readonly offset: number;
}

/** Query keys that are not column filters: PostgREST's own, plus `apikey`, which Supabase also accepts as a URL param. */
const RESERVED = new Set(["select", "order", "limit", "offset", "apikey", "columns", "on_conflict"]);

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : first === undefined ? undefined : String(first);
}

function badColumn(table: string, column: string, columns: readonly string[]): PlatformError {
  return new PlatformError(400, `Kolom '${column}' tidak ada di tabel '${table}'; kolom yang ada: ${columns.join(", ")}.`, { field: column });
}

function count(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d+$/.test(raw)) throw new PlatformError(400, `Parameter '${name}' harus bilangan bulat tidak negatif, bukan '${raw}'.`, { field: name });
  return Number(raw);
}

function filterOf(table: string, column: string, raw: string, columns: readonly string[]): PostgrestFilter {
  if (!columns.includes(column)) throw badColumn(table, column, columns);
  const dot = raw.indexOf(".");
  const operator = dot < 0 ? raw : raw.slice(0, dot);
  const operand = dot < 0 ? "" : raw.slice(dot + 1);
  if (operator in OPERATORS) return { column, sql: `${column} ${OPERATORS[operator as keyof typeof OPERATORS]} ?`, values: [operand] };
  if (operator === "is" && ["null", "true", "false"].includes(operand)) {
    return operand === "null" ? { column, sql: `${column} IS NULL`, values: [] } : { column, sql: `${column} = ?`, values: [operand === "true" ? "1" : "0"] };
  }
  if (operator === "in" && /^\(.*\)$/.test(operand)) {
    const items = operand.slice(1, -1).split(",").map((item) => item.trim().replace(/^"(.*)"$/, "$1"));
    return { column, sql: `${column} IN (${items.map(() => "?").join(", ")})`, values: items };
  }
  throw new PlatformError(400, `Filter '${column}=${raw}' tidak dikenal; gunakan eq., neq., gt., gte., lt., lte., is. atau in.().`, { field: column });
}

/**
 * Reads a PostgREST query string (`select=a,b`, `col=eq.x`, `order=col.desc`, `limit`, `offset`) against the
 * columns a table exposes. Every column name is checked against that list, so they can go into SQL as is.
 */
export function parsePostgrestQuery(table: string, query: Readonly<Record<string, unknown>>, columns: readonly string[]): PostgrestQuery {
  const selectText = text(query.select)?.trim();
  const select = !selectText || selectText === "*" ? [...columns] : selectText.split(",").map((column) => column.trim());
  for (const column of select) if (!columns.includes(column)) throw badColumn(table, column, columns);

  const order = (text(query.order) ?? "")
    .split(",")
    .filter((part) => part.trim() !== "")
    .map((part) => {
      const [column = "", direction = "asc"] = part.trim().split(".");
      if (!columns.includes(column)) throw badColumn(table, column, columns);
      if (direction !== "asc" && direction !== "desc") {
        throw new PlatformError(400, `Urutan '${part}' tidak dikenal; gunakan <kolom>.asc atau <kolom>.desc.`, { field: "order" });
      }
      return { column, descending: direction === "desc" };
    });

  const filters = Object.entries(query)
    .filter(([key]) => !RESERVED.has(key))
    .flatMap(([column, value]) => (Array.isArray(value) ? value : [value]).map((raw) => filterOf(table, column, String(raw), columns)));

  return { select, filters, order, limit: count("limit", text(query.limit)), offset: count("offset", text(query.offset)) ?? 0 };
}
