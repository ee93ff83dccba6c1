import type { ParamsValidator } from "../validation/compileParamsValidator.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { splitPostgrestList } from "./splitPostgrestList.js";
import { isRecord } from "../lib/isRecord.js";
import { postgrestError } from "../errors/platformError.js";
import type { PostgrestError } from "./PostgrestError.js";

/** Rows one insert may carry: the write limit counts calls, so a call must not stand for thousands of rows. */
export const MAX_INSERT_ROWS = 100;

export interface InsertTarget {
  readonly table: string;
  /** Columns a client may write. */
  readonly writable: readonly string[];
  /** Columns of the table that the service fills itself (the id, the creation time, derived values). */
  readonly generated: readonly string[];
}

type BodyRow = Readonly<Record<string, unknown>>;

/** What PostgreSQL or PostgREST answers for a column a client may not write: generated (428C9) or unknown (PGRST204). */
function notWritable(target: InsertTarget, column: string): PostgrestError {
  if (target.generated.includes(column)) {
    const details = column === "id" ? `Column "id" is an identity column defined as GENERATED ALWAYS.` : `Column "${column}" is a generated column.`;
    return postgrestError("PLT_ERR_PG_GENERATED_COLUMN", { column }, { details, field: column });
  }
  return postgrestError(
    "PLT_ERR_PG_COLUMN_NOT_WRITABLE",
    { column, table: target.table },
    {
      hint: `Kolom yang bisa diisi: ${target.writable.join(", ")}.`,
      field: column,
    },
  );
}

function checkedColumns(target: InsertTarget, columns: readonly string[]): readonly string[] {
  for (const column of columns) if (!target.writable.includes(column)) throw notWritable(target, column);
  return columns;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

/** The body as a list of objects: PostgREST takes one object or an array of them. */
function rowsOf(body: unknown): readonly BodyRow[] {
  const items = Array.isArray(body) ? (body as unknown[]) : [body ?? {}];
  if (items.length > MAX_INSERT_ROWS) {
    throw postgrestError("PLT_ERR_PG_TOO_MANY_ROWS", { max: MAX_INSERT_ROWS, sent: items.length }, { field: "body" });
  }
  const bad = items.findIndex((item) => !isRecord(item));
  if (bad >= 0) {
    const where = Array.isArray(body) ? `Baris ${bad + 1} dari ${items.length}` : "Isi permintaan";
    throw postgrestError("PLT_ERR_PG_ROW_NOT_OBJECT", { where }, { field: "body" });
  }
  return items as BodyRow[];
}

/**
 * The columns each row gives: PostgREST's `columns` parameter when sent (postgrest-js sends it with every array,
 * `"name","rating"`; keys outside it are ignored and absent ones are NULL), else the keys of the rows, which
 * must be the same in every row.
 */
function columnsOf(target: InsertTarget, rows: readonly BodyRow[], columnsParam: string | undefined): readonly string[] {
  if (columnsParam !== undefined) {
    const listed = splitPostgrestList(columnsParam);
    if (listed.length === 0 || listed.includes("")) {
      throw postgrestError(
        "PLT_ERR_PG_COLUMNS_UNREADABLE",
        { columns: columnsParam },
        {
          details: `failed to parse columns parameter (${columnsParam})`,
          field: "columns",
        },
      );
    }
    return checkedColumns(target, listed);
  }
  const keys = Object.keys(rows[0] ?? {});
  checkedColumns(target, keys);
  const odd = rows.findIndex((row) => !sameKeys(Object.keys(row), keys));
  if (odd >= 0) {
    for (const key of Object.keys(rows[odd]!)) if (!target.writable.includes(key)) throw notWritable(target, key);
    throw postgrestError("PLT_ERR_PG_KEYS_MISMATCH", undefined, {
      details: `Baris ${odd + 1} punya kolom ${Object.keys(rows[odd]!).join(", ") || "(tidak ada)"}, baris 1 punya ${keys.join(", ") || "(tidak ada)"}.`,
      hint: "Kirim kolom yang sama di setiap baris, atau sebutkan kolomnya dengan parameter columns.",
      field: "body",
    });
  }
  return keys;
}

/**
 * The rows of an insert, each checked with the catalogue entry's body rules (`validate`), before any is
 * written: one bad row refuses the whole call. A missing required value answers PostgreSQL's not_null_violation
 * (23502), any other refused value its check_violation (23514), with the validator's message naming the column.
 */
export function readInsertRows(body: unknown, columnsParam: string | undefined, target: InsertTarget, validate: ParamsValidator): ParamValues[] {
  const rows = rowsOf(body);
  const columns = columnsOf(target, rows, columnsParam);
  return rows.map((row, index) => {
    const picked = Object.fromEntries(columns.map((column) => [column, row[column]]));
    const result = validate(picked);
    if (result.ok) return result.values;
    const missing = target.writable.includes(result.field) && (picked[result.field] === undefined || picked[result.field] === null);
    throw postgrestError(
      missing ? "PLT_ERR_PG_NOT_NULL" : "PLT_ERR_PG_CHECK",
      { message: result.message },
      {
        details: Array.isArray(body) ? `Baris ${index + 1} dari ${rows.length}.` : null,
        field: result.field,
      },
    );
  });
}
