import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

export interface FreshDatabase {
  /** `postgres://…/<name>`: a database of its own, migrated and seeded (or empty when asked). */
  readonly url: string;
  /** Drops it, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the run's temporary PostgreSQL (tests/support/globalSetup.ts starts it for the contract suite). */
export async function freshPostgresDatabase({ seeded = true } = {}): Promise<FreshDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error("no PostgreSQL in this run: globalSetup starts one when the contract suite runs");
  const name = `platform_${randomBytes(6).toString("hex")}`;
  // A copy of the run's seeded `platform` database (globalSetup): a platform started on it migrates and seeds nothing new.
  await asAdmin(adminUrl, seeded ? `CREATE DATABASE ${name} TEMPLATE platform` : `CREATE DATABASE ${name}`);
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
