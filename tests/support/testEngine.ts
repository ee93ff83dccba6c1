import { freshPostgresDatabase, type FreshDatabase } from "./freshPostgresDatabase.js";

/**
 * The engine the platform's tests run on: SQLite, or PostgreSQL in the `platform-postgres` project
 * (tests/vitest.config.ts sets PLATFORM_TEST_ENGINE), so that one test file checks both.
 */
export const TEST_ENGINE: "sqlite" | "postgres" = process.env.PLATFORM_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

/** A database of its own for one platform of a test: a fresh PostgreSQL database, or none (the SQLite file in its data dir). */
export async function testDatabase(): Promise<FreshDatabase | undefined> {
  return TEST_ENGINE === "postgres" ? freshPostgresDatabase() : undefined;
}
