import type { TestProject } from "vitest/node";
import type { BrowserServer } from "playwright";
import { launchBrowserServer } from "./chromiumLaunch.js";
import { startBuiltServer, type RunningServer } from "./startBuiltServer.js";
import { startPostgres, type TemporaryPostgres } from "../../site/cluster/startPostgres.mjs";
import { openPlatformDb } from "../../site/platform/db/openPlatformDb.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

declare module "vitest" {
  export interface ProvidedContext {
    serverPort: number;
    serverDataDir: string;
    /** The run's one Chromium (browser tests connect to it); empty when no browser suite runs. */
    browserEndpoint: string;
    /** The run's temporary PostgreSQL (its `postgres` database): tests make their own databases in it (freshPostgresDatabase). */
    postgresAdminUrl: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;
let postgres: TemporaryPostgres | undefined;

/**
 * Starts the production server once for the contract and browser suites, one Chromium for the browser suite,
 * and one temporary PostgreSQL for the contract suite (whose platform tests run on both engines).
 */
export async function setup(project: TestProject) {
  const names = project.vitest.projects.map((p) => p.name);
  project.provide("browserEndpoint", "");
  if (names.includes("e2e")) {
    browser = await launchBrowserServer();
    project.provide("browserEndpoint", browser.wsEndpoint());
  }
  project.provide("postgresAdminUrl", "");
  if (names.some((name) => ["contract", "platform-postgres"].includes(name))) {
    postgres = await startPostgres();
    // The empty `platform` database, migrated and seeded once: each test's database is a copy of it.
    await (await openPlatformDb({ dataDir: mkdtempSync(join(tmpdir(), "platform-template-")), databaseUrl: postgres.url })).close();
    project.provide("postgresAdminUrl", postgres.url.replace(/\/platform$/, "/postgres"));
  }
  if (!names.some((name) => ["contract", "e2e"].includes(name)) || process.env.TEST_NO_SERVER) return;
  server = await startBuiltServer();
  project.provide("serverPort", server.port);
  project.provide("serverDataDir", server.dataDir);
}

export async function teardown() {
  await Promise.all([server?.stop(), browser?.close(), postgres?.stop()]);
}
