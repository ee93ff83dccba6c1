import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { SiteFile } from "../seed/loadSiteFiles.js";
import { seedPlatform, type SeedOptions } from "../seed/seedPlatform.js";
import type { PlatformDb } from "./PlatformDb.js";
import { runMigrations } from "./runMigrations.js";

export const PLATFORM_DB_FILE = "platform.sqlite";

/** `sites`: the tenants' site files (tenants/sites/*.json of the project when not given); `seed`: where the content files are and problems go. */
export function openPlatformDb(dataDir: string, sites?: readonly SiteFile[], seed?: SeedOptions): PlatformDb {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, PLATFORM_DB_FILE));
  try {
    // WAL lets tests and tools read the file while the server writes; busy_timeout covers two processes seeding at once.
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    runMigrations(db);
    seedPlatform(db, sites, seed);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
