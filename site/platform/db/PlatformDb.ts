import type Database from "better-sqlite3";

export type PlatformDb = Database.Database;
