import type { PlatformDb } from "./PlatformDb.js";
import { migrations as defaultMigrations, type Migration } from "./migrations.js";

/** Applies the migrations not yet recorded in `schema_migrations`; each one commits with its record. */
export function runMigrations(db: PlatformDb, migrations: readonly Migration[] = defaultMigrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db
      .prepare<[], { id: number }>("SELECT id FROM schema_migrations")
      .all()
      .map((row) => row.id),
  );
  const record = db.prepare<[number, string]>("INSERT INTO schema_migrations (id, name) VALUES (?, ?)");
  const ran: number[] = [];
  const ordered = [...migrations].sort((a, b) => a.id - b.id);
  for (const migration of ordered) {
    if (applied.has(migration.id)) continue;
    // Immediate: two processes opening the same data dir must not both apply the same migration.
    db.transaction(() => {
      const again = db.prepare<[number], { id: number }>("SELECT id FROM schema_migrations WHERE id = ?").get(migration.id);
      if (again) return;
      db.exec(migration.sql);
      record.run(migration.id, migration.name);
      ran.push(migration.id);
    }).immediate();
  }
  return ran;
}
