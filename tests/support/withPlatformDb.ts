import Database from "better-sqlite3";
import { join } from "node:path";

/** Runs `work` on a running server's platform database (DATA_DIR/platform.sqlite), then closes it. */
export function withPlatformDb<T>(dataDir: string, work: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, "platform.sqlite"));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The rows of one query on a running server's platform database, read-only. */
export function queryPlatformDb<T>(dataDir: string, sql: string, ...values: unknown[]): T[] {
  const db = new Database(join(dataDir, "platform.sqlite"), { readonly: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}
