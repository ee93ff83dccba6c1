import type { SqlDb, SqlValue } from "../../site/platform/db/SqlDb.js";
import { nextId } from "../../site/platform/queries/nextId.js";

/**
 * Plants a row the way the platform's own writes do, with the table's next id (PostgreSQL gives an
 * `INTEGER PRIMARY KEY` no id by itself, as SQLite does); answers the id.
 */
export function insertRow(db: SqlDb, table: string, row: Readonly<Record<string, SqlValue>>): Promise<number> {
  return db.transaction(async () => {
    const id = await nextId(db, table);
    const columns = ["id", ...Object.keys(row)];
    await db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).run(id, ...Object.values(row));
    return id;
  })();
}
