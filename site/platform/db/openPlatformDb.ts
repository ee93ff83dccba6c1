import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { SiteFile } from "../seed/loadSiteFiles.js";
import { seedPlatform, type SeedOptions } from "../seed/seedPlatform.js";
import { openSqlite } from "./openSqlite.js";
import type { PlatformDb } from "./PlatformDb.js";
import { runMigrations } from "./runMigrations.js";

export const PLATFORM_DB_FILE = "platform.sqlite";

/** `sites`: the tenants' site files (tenants/sites/*.json of the project when not given); `seed`: where the content files are and problems go. */
export async function openPlatformDb(dataDir: string, sites?: readonly SiteFile[], seed?: SeedOptions): Promise<PlatformDb> {
  mkdirSync(dataDir, { recursive: true });
  const db = openSqlite(join(dataDir, PLATFORM_DB_FILE));
  try {
    await runMigrations(db);
    await seedPlatform(db, sites, seed);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
