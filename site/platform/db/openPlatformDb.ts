import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { SiteFile } from "../seed/loadSiteFiles.js";
import { seedPlatform, type SeedOptions } from "../seed/seedPlatform.js";
import { openPostgres } from "./openPostgres.js";
import { openSqlite } from "./openSqlite.js";
import type { PlatformDb } from "./PlatformDb.js";
import { runMigrations } from "./runMigrations.js";

export const PLATFORM_DB_FILE = "platform.sqlite";

/** Where the platform's data is: a PostgreSQL database when `databaseUrl` is given, else `platform.sqlite` in `dataDir`. */
export interface PlatformDbLocation {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** PostgreSQL connections this process keeps at most (PLATFORM_DB_POOL). */
  readonly poolSize?: number;
}

/**
 * Opens the platform's database, migrates it and seeds it. `sites`: the tenants' site files
 * (tenants/sites/*.json of the project when not given); `seed`: where the content files are and problems go.
 */
export async function openPlatformDb(where: PlatformDbLocation, sites?: readonly SiteFile[], seed?: SeedOptions): Promise<PlatformDb> {
  mkdirSync(where.dataDir, { recursive: true });
  const db = where.databaseUrl ? openPostgres(where.databaseUrl, { poolSize: where.poolSize }) : openSqlite(join(where.dataDir, PLATFORM_DB_FILE));
  try {
    await runMigrations(db);
    await seedPlatform(db, sites, seed);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
