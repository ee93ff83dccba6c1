import type { SqlDb } from "./SqlDb.js";

/** The platform's database: SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL. */
export type PlatformDb = SqlDb;
