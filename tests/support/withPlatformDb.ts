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
