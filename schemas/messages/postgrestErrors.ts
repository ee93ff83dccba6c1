import type { PlatformErrorEntry } from "./platformErrorEntry.js";

/**
 * The remote-table service's errors: `postgrest` is the code a client written against a real PostgREST
 * branches on; PostgREST's own English texts where it has one, Indonesian where the platform adds a rule.
 */
export const POSTGREST_ERRORS = {
  PLT_ERR_PG_UNKNOWN_COLUMN: { status: 400, postgrest: "42703", message: "column {table}.{column} does not exist" },
  PLT_ERR_PG_NOT_NON_NEGATIVE: { status: 400, postgrest: "PGRST100", message: "Parameter '{name}' harus bilangan bulat tidak negatif, bukan '{raw}'." },
  PLT_ERR_PG_FILTER_UNKNOWN: {
    status: 400,
    postgrest: "PGRST100",
    message: "Filter '{column}={raw}' tidak dikenal; gunakan eq., neq., gt., gte., lt., lte., is. atau in.().",
  },
  PLT_ERR_PG_ORDER_UNKNOWN: {
    status: 400,
    postgrest: "PGRST100",
    message: "Urutan '{part}' tidak dikenal; gunakan <kolom>.asc atau <kolom>.desc, boleh diikuti .nullsfirst atau .nullslast.",
  },
  PLT_ERR_PG_COLUMNS_UNREADABLE: {
    status: 400,
    postgrest: "PGRST100",
    message: `Parameter 'columns' tidak terbaca: '{columns}'; seharusnya nama kolom dipisah koma, misalnya "name","rating".`,
  },
  PLT_ERR_PG_GENERATED_COLUMN: { status: 400, postgrest: "428C9", message: `cannot insert a non-DEFAULT value into column "{column}"` },
  PLT_ERR_PG_COLUMN_NOT_WRITABLE: { status: 400, postgrest: "PGRST204", message: "Could not find the '{column}' column of '{table}' in the schema cache" },
  PLT_ERR_PG_TOO_MANY_ROWS: { status: 413, postgrest: "54000", message: "Paling banyak {max} baris per kiriman; yang dikirim {sent} baris." },
  PLT_ERR_PG_ROW_NOT_OBJECT: {
    status: 400,
    postgrest: "PGRST102",
    message: `{where} bukan objek JSON; seharusnya objek berisi kolom, misalnya {"name": "..."}.`,
  },
  PLT_ERR_PG_KEYS_MISMATCH: { status: 400, postgrest: "PGRST102", message: "All object keys must match" },
  PLT_ERR_PG_NOT_NULL: { status: 400, postgrest: "23502", message: "{message}" },
  PLT_ERR_PG_CHECK: { status: 400, postgrest: "23514", message: "{message}" },
  PLT_ERR_PG_RANGE: { status: 416, postgrest: "PGRST103", message: "Requested range not satisfiable" },
  PLT_ERR_PG_NOT_SINGLE: { status: 406, postgrest: "PGRST116", message: "JSON object requested, multiple (or no) rows returned" },
} as const satisfies Readonly<Record<string, PlatformErrorEntry>>;
