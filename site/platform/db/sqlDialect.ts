/**
 * The few expressions the platform's queries need where SQLite and PostgreSQL spell them differently,
 * each written once per engine. Everything else a store writes is SQL both engines read the same way.
 */
export interface SqlDialect {
  /** `column IN (…)` over the values of a JSON array bound at `param` (a list filter of any length). */
  inJsonArray(column: string, param: string, type: "INTEGER" | "TEXT"): string;
  /** LIKE that ignores case (SQLite's LIKE does for ASCII; PostgreSQL's needs ILIKE). */
  readonly likeIgnoringCase: "LIKE" | "ILIKE";
  /** A time (ISO 8601 text, any offset) as a number of days, for arithmetic and comparison on one engine. */
  days(time: string): string;
  /** A number of days, as `days` gives them, as ISO 8601 text in UTC to the second (`…Z`). */
  isoOfDays(days: string): string;
}

export const SQLITE_DIALECT: SqlDialect = {
  inJsonArray: (column, param) => `${column} IN (SELECT value FROM json_each(${param}))`,
  likeIgnoringCase: "LIKE",
  days: (time) => `julianday(${time})`,
  isoOfDays: (days) => `strftime('%Y-%m-%dT%H:%M:%SZ', ${days})`,
};

export const POSTGRES_DIALECT: SqlDialect = {
  inJsonArray: (column, param, type) => `${column} IN (SELECT CAST(jsonb_array_elements_text(CAST(${param} AS jsonb)) AS ${type}))`,
  likeIgnoringCase: "ILIKE",
  days: (time) => `(EXTRACT(EPOCH FROM CAST(${time} AS timestamptz)) / 86400.0)`,
  isoOfDays: (days) => `to_char(to_timestamp((${days}) * 86400.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};
