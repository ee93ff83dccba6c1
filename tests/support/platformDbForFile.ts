import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { openPlatformDb, type PlatformDb } from "../../site/platform/index.js";
import type { FreshDatabase } from "./freshPostgresDatabase.js";
import { tempDataDir } from "./startPlatform.js";
import { testDatabase } from "./testEngine.js";

export interface FileDatabase {
  /** The file's handle, open from its beforeAll to its afterAll. */
  db(): PlatformDb;
  /** Another handle on the same database, as another platform process has (the caller closes it). */
  open(): Promise<PlatformDb>;
}

/**
 * A migrated, seeded platform database of the test engine (SQLite, or PostgreSQL in the platform-postgres
 * project) for the test file that calls this at its top, removed after it.
 */
export function platformDbForFile(): FileDatabase {
  const dataDir = tempDataDir();
  let database: FreshDatabase | undefined;
  let db: PlatformDb | undefined;
  const open = () => openPlatformDb({ dataDir, databaseUrl: database?.url });
  beforeAll(async () => {
    database = await testDatabase();
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { db: () => db!, open };
}
