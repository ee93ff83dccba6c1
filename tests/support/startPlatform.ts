import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from "fastify";
import { embeddedBaseUrls, type HostRole } from "../../schemas/catalogue/catalogue.js";
import { PLATFORM_DB_FILE, platformPlugin, type PlatformPluginOptions } from "../../site/platform/index.js";
import { openPostgres } from "../../site/platform/db/openPostgres.js";
import { openSqlite } from "../../site/platform/db/openSqlite.js";
import type { SqlDb } from "../../site/platform/db/SqlDb.js";
import { testDatabase } from "./testEngine.js";

export interface RunningPlatform {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>`: where it listens. */
  readonly origin: string;
  /** The platform's base URL per host role, on the port it listens on. */
  readonly baseUrls: Record<HostRole, string>;
  /** Holds platform.sqlite (on SQLite); removed by stop(). */
  readonly dataDir: string;
  /** Where its data is: a PostgreSQL database of its own (PLATFORM_TEST_ENGINE=postgres), or unset for SQLite in `dataDir`. */
  readonly databaseUrl?: string;
  /** The rows of one query on its database, through a connection of the test's own (as another process would read them). */
  query<T>(sql: string, ...values: unknown[]): Promise<T[]>;
  /** An in-process GET (no socket), with the headers given. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  stop(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "platform-test-"));
}

/**
 * The embedded platform alone, in this process, registered the way the site server registers it (no prefix),
 * with a fresh database (or the data dir and database given) on the test engine, listening on a free local port.
 */
export async function startPlatform(options: Omit<PlatformPluginOptions, "dataDir"> & { readonly dataDir?: string } = {}): Promise<RunningPlatform> {
  const dataDir = options.dataDir ?? tempDataDir();
  const database = options.databaseUrl ? undefined : await testDatabase();
  const databaseUrl = options.databaseUrl ?? database?.url;
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { ...options, dataDir, databaseUrl });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  let reader: SqlDb | undefined;
  return {
    app,
    origin,
    baseUrls: embeddedBaseUrls(origin),
    dataDir,
    databaseUrl,
    query: async <T>(sql: string, ...values: unknown[]) => {
      reader ??= databaseUrl ? openPostgres(databaseUrl) : openSqlite(join(dataDir, PLATFORM_DB_FILE));
      return reader.prepare<unknown[], T>(sql).all(...values);
    },
    get: (url, headers = {}) => app.inject({ method: "GET", url, headers }),
    inject: (injectOptions) => app.inject(injectOptions),
    stop: async () => {
      await reader?.close();
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Origin header of the main demo site. */
export const ORIGIN = { origin: "http://main.localhost:3000" } as const;

export function originOf(host: string): Record<string, string> {
  return { origin: `http://${host}:3000` };
}
