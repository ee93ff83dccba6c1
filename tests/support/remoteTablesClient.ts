import { PostgrestClient } from "@supabase/postgrest-js";
import { expect } from "vitest";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { startBuiltServer, type RunningServer } from "./startBuiltServer.js";
import { testDatabase } from "./testEngine.js";

/** The production build with its embedded remote-table service behind an anon key, and postgrest-js clients of it. */
export interface RemoteTables {
  server: RunningServer;
  /** The service's PostgREST root, `…/rest/v1`. */
  restUrl: string;
  /** A client for one tenant (the `lmsid` header), with the anon key unless told otherwise. */
  clientFor(lmsId: string, options?: { withKey?: boolean }): PostgrestClient;
  /** Stops the server and drops its database (on PostgreSQL). */
  stop(): Promise<void>;
}

export async function startRemoteTables(key: string): Promise<RemoteTables> {
  // The key switches the apikey check on; the write limit would otherwise refuse a test file's inserts.
  // On the test engine: SQLite in the server's data dir, or a PostgreSQL database of its own.
  const database = await testDatabase();
  const server = await startBuiltServer({ REMOTE_TABLES_ANON_KEY: key, PLATFORM_WRITE_LIMIT: "10000", ...(database && { DATABASE_URL: database.url }) });
  const restUrl = `http://127.0.0.1:${server.port}${catalogue.hosts.remoteTables.embeddedPath}rest/v1`;
  const clientFor = (lmsId: string, { withKey = true } = {}) => {
    const headers: Record<string, string> = { lmsid: lmsId, ...(withKey && { apikey: key, Authorization: `Bearer ${key}` }) };
    return new PostgrestClient(restUrl, { headers });
  };
  const stop = async () => {
    await server.stop();
    await database?.drop();
  };
  return { server, restUrl, clientFor, stop };
}

/** The keys every PostgREST error body has. */
export const postgrestErrorShape = {
  code: expect.any(String),
  message: expect.any(String),
  details: expect.toBeOneOf([expect.any(String), null]),
  hint: expect.toBeOneOf([expect.any(String), null]),
};
