import type { PlatformDb } from "./PlatformDb.js";
import { migrations as defaultMigrations, type Migration } from "./migrations.js";

/** Applies the migrations not yet recorded in `schema_migrations`; each one commits with its record. */
export async function runMigrations(db: PlatformDb, migrations: readonly Migration[] = defaultMigrations): Promise<number[]> {
  // Under the lock: PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe against another process doing the same.
  await db.transaction(async () => {
    await db.lock("migrations");
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`);
  })();
  const applied = new Set((await db.prepare<[], { id: number }>("SELECT id FROM schema_migrations").all()).map((row) => row.id));
  const record = db.prepare<[number, string]>("INSERT INTO schema_migrations (id, name) VALUES (?, ?)");
  const again = db.prepare<[number], { id: number }>("SELECT id FROM schema_migrations WHERE id = ?");
  const ran: number[] = [];
  const ordered = [...migrations].sort((a, b) => a.id - b.id);
  for (const migration of ordered) {
    if (applied.has(migration.id)) continue;
    // Two processes opening the same database must not both apply the same migration: the check is repeated under the lock.
    await db.transaction(async () => {
      await db.lock("migrations");
      if (await again.get(migration.id)) return;
      await db.exec(migration.sql);
      await record.run(migration.id, migration.name);
      ran.push(migration.id);
    })();
  }
  return ran;
}
