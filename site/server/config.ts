import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { getHeapStatistics } from "node:v8";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type SharedHostRule, type SharedHostRules, DEFAULT_APP_TOKEN_SCOPES, normalizeMediaBase } from "../../engine/index.js";
import { parseAppTokenKey } from "../../engine/node.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import { DEFAULT_WRITES_PER_MINUTE, MEDIA_PREFIX } from "../platform/index.js";
import { hostRoles } from "../../schemas/catalogue/hostRoles.js";
import { catalogue, embeddedBaseUrls, type HostRole } from "../../schemas/catalogue/catalogue.js";

import { DEV_REMOTE_TABLES_ANON_KEY } from "../../schemas/catalogue/remoteTablesAnonKey.js";

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** DATABASE_URL (postgres://…): the embedded platform keeps its data in that PostgreSQL database, not in DATA_DIR's SQLite file. */
  databaseUrl?: string;
  /** PLATFORM_DB_POOL: PostgreSQL connections the embedded platform keeps at most (10). */
  databasePoolSize: number;
  tenantsDir: string;
  /** Where the built client lives (`dist/client`). */
  clientDir: string;
  /** Base URL per host role for calls made by the server. */
  serverBaseUrls: Record<HostRole, string>;
  /** Base URL per host role for calls made by the browser. */
  browserBaseUrls: Record<HostRole, string>;
  /** Host roles served by the embedded platform in this process (no base URL of their own, no PLATFORM_URL). */
  embeddedRoles: HostRole[];
  /**
   * PLATFORM_URL: the embedded platform runs as its own process there (`npm run platform`); the roles
   * without a base URL of their own are called on it, and browsers reach it under the site's own
   * `/_platform/` (the cache in front routes it there, or this node passes it on).
   */
  platformUrl?: string;
  /** PLATFORM_SECRET: what the site's own calls to the platform carry (serverCalls.ts); random when the platform is in process. */
  platformSecret: string;
  /** PURGE_URLS: the shared caches (Varnish) this node purges when something it serves changes; none when unset. */
  purgeUrls: string[];
  ssrTimeBoxMs: number;
  /** ISLANDS (on unless `false`): pages start in the browser as islands (only the blocks a visitor can act on run code). */
  islands: boolean;
  settingsFreshMs: number;
  /** How long a rendered anonymous page is served as is (0 turns the page cache off). */
  pageCacheMs: number;
  /** SHARED_CACHE_MS: how long shared caches in front may serve a page as is (s-maxage); PAGE_CACHE_MS when unset. */
  sharedCacheMs: number;
  /** SHARED_STALE_MS: how long after that shared caches may serve it stale while they fetch it again (stale-while-revalidate); 12 × SHARED_CACHE_MS when unset. */
  sharedStaleMs: number;
  /** Memory the page cache may take (all encodings of all pages), from PAGE_CACHE_MAX_MB. */
  pageCacheMaxBytes: number;
  logLevel: string;
  /** The shared-host rules: on a host, a first path segment served as another site (tenants/hosts/shared.json). */
  sharedHosts: SharedHostRules;
  analytics: boolean;
  /** NODE_ENV is not `production`: the block gallery (`/_blocks`) is served on every host, not only local-network ones. */
  development?: boolean;
  /** APP_TOKEN_KEY: the 32-byte AES-256-CTR key of app tokens; undefined = the development key, local-network hosts only. */
  appTokenKey: Uint8Array | undefined;
  /** RENDER_CONCURRENCY: uncached page renders at once (default: the CPU count). */
  renderConcurrency: number;
  /** MAX_EVENT_LOOP_DELAY_MS, MAX_HEAP_MB, MAX_RSS_MB: past any of them the server is under pressure (0: not checked). */
  pressure: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number };
  /** RENDER_QUEUE: renders that may wait for a slot; past it, a stale page or a fast 503. */
  renderQueue: number;
  /** SEED_ADMIN_PASSWORD: the seeded superadmin and admin accounts' password in place of the seed's public one. */
  seedAdminPassword: string | undefined;
  /** ALLOW_SEED_PASSWORD=true: a production start beyond loopback may keep the seed's public admin password. */
  allowSeedPassword: boolean;
  /** TRUST_PROXY: which peers' X-Forwarded-* headers count (Fastify's trustProxy); false unless set. */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** Settings writes on the embedded platform: the admin key (PLATFORM_ADMIN_KEY) and whether public hosts may use it. */
  platformAdmin: { key?: string; fromPublicHosts: boolean };
  /** PLATFORM_WRITE_LIMIT: writes per minute one client address may send to one platform endpoint. */
  platformWritesPerMinute: number;
  /** APP_CLIENT_ID/APP_CLIENT_SECRET: the site's authorizer client; undefined = the demo client, local-network hosts only. */
  appClient: AppClientCredentials | undefined;
  /** APP_CLIENT_SCOPES: what the site asks the authorizer for. */
  appTokenScopes: string;
  /** REMOTE_TABLES_ANON_KEY: the remote table service's public anonymous key (it reaches the browser). */
  remoteTablesAnonKey: string;
  /** MEDIA_BASE_URL: what media paths in content are relative to; the embedded platform's media by default. */
  mediaBaseUrl: string;
  /** PLATFORM_MEDIA_BASE_URL: where the embedded platform says its images are (its own path when unset). */
  platformMediaBase?: string;
}

export interface AppClientCredentials {
  id: string;
  secret: string;
}

/** Local network hosts are demo tenant hosts and use demo credentials: the embedded platform's seeded demo client. */
export const DEMO_APP_CLIENT: AppClientCredentials = { id: "demo-web", secret: "demo-rahasia-lokal" };

function appClient(env: NodeJS.ProcessEnv): AppClientCredentials | undefined {
  const id = env.APP_CLIENT_ID?.trim();
  const secret = env.APP_CLIENT_SECRET?.trim();
  if (!id && !secret) return undefined;
  if (!id || !secret)
    throw new Error(
      `APP_CLIENT_ID and APP_CLIENT_SECRET go together: set both (the authorizer client of this site) or neither (demo client, local-network hosts only)`,
    );
  return { id, secret };
}

/** Where the shared-host rules are when SHARED_HOSTS_FILE names no other file: beside the layouts. */
const SHARED_HOSTS_PATH = join("hosts", "shared.json");

/**
 * The shared-host rules (tenants/hosts/shared.json, or SHARED_HOSTS_FILE): a start with a malformed file stops
 * with a sentence naming the file, the rule and what was expected. Without a file, a deployment has no shared host.
 */
function readSharedHosts(file: string, required: boolean): SharedHostRules {
  if (!required && !existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`The shared-host rules '${file}' are not readable JSON: ${(error as Error).message}`);
  }
  const rules = (parsed as { sharedHosts?: unknown } | null)?.sharedHosts;
  if (!Array.isArray(rules)) throw new Error(`The shared-host rules '${file}': expected an object with a 'sharedHosts' list of { host, segment, target }`);
  return rules.map((rule: unknown, i): SharedHostRule => {
    const { host, segment, target } = (rule ?? {}) as Record<string, unknown>;
    const hostName = (value: unknown) => typeof value === "string" && value !== "" && normalizeHost(value) === value;
    if (!hostName(host) || !hostName(target) || typeof segment !== "string" || !/^[a-z0-9][a-z0-9-]*$/.test(segment))
      throw new Error(
        `The shared-host rules '${file}' at /sharedHosts/${i}: ${JSON.stringify(rule)} must be { "host": a lower-case host name, "segment": a lower-case path segment, "target": a lower-case host name }`,
      );
    return { host: host as string, segment, target: target as string };
  });
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, found '${raw}'`);
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "false") return raw === "true";
  throw new Error(`${name} must be true or false, found '${raw}'`);
}

function baseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, found '${raw}'`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must use http or https, found '${raw}'`);
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/** A platform in another process must be told the same secret; one in this process gets a fresh one. */
function platformSecret(env: NodeJS.ProcessEnv, platformUrl: string | undefined): string {
  const secret = env.PLATFORM_SECRET?.trim();
  if (secret) {
    if (secret.length < 16) throw new Error(`PLATFORM_SECRET must be at least 16 characters, found ${secret.length}`);
    return secret;
  }
  if (platformUrl) throw new Error("PLATFORM_URL is set but PLATFORM_SECRET is not: set the same secret on the platform and on every node");
  return randomBytes(18).toString("base64url");
}

/** TRUST_PROXY: unset or `false` (no proxy), a hop count, or addresses/CIDRs separated by commas. */
function trustProxy(raw: string | undefined): ServerConfig["trustProxy"] {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false") return false;
  // Trusting every peer lets any client write its own address into X-Forwarded-For: it would pass as local
  // (demo accounts, admin writes) and as a new client to every limit. The proxies must be named.
  if (value === "true")
    throw new Error(
      "TRUST_PROXY=true would trust an X-Forwarded-For written by any client (its address decides the local network, the write limit and the sign-in back-off): name the proxies in front, as addresses or CIDRs separated by commas (e.g. TRUST_PROXY=10.0.0.2,10.0.0.3), or their number of hops",
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** SEED_ADMIN_PASSWORD: unset, or a password long enough to stand on the internet. */
function seedAdminPassword(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (raw.length < 12) throw new Error(`SEED_ADMIN_PASSWORD must be at least 12 characters, found ${raw.length}`);
  return raw;
}

/** Reads the environment once at start-up; a bad value stops the start with a sentence naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const port = integer(env, "PORT", 3000);
  const serverBaseUrls = {} as Record<HostRole, string>;
  const browserBaseUrls = {} as Record<HostRole, string>;
  const embeddedRoles: HostRole[] = [];
  const platformUrl = env.PLATFORM_URL ? baseUrl("PLATFORM_URL", env.PLATFORM_URL).replace(/\/$/, "") : undefined;
  for (const role of hostRoles) {
    const host = catalogue.hosts[role];
    const external = env[host.env];
    if (external) {
      serverBaseUrls[role] = browserBaseUrls[role] = baseUrl(host.env, external);
    } else if (platformUrl) {
      serverBaseUrls[role] = embeddedBaseUrls(platformUrl)[role];
      browserBaseUrls[role] = embeddedBaseUrls("")[role];
    } else {
      embeddedRoles.push(role);
      serverBaseUrls[role] = embeddedBaseUrls(`http://127.0.0.1:${port}`)[role];
      browserBaseUrls[role] = embeddedBaseUrls("")[role];
    }
  }
  return {
    port,
    // Loopback unless told otherwise: a public deployment sets HOST (docs/configuration.md, "In production").
    host: env.HOST || "127.0.0.1",
    dataDir: resolve(root, env.DATA_DIR || "data"),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databasePoolSize: Math.max(1, integer(env, "PLATFORM_DB_POOL", 10)),
    tenantsDir: resolve(root, env.TENANTS_DIR || "tenants"),
    clientDir: resolve(root, env.CLIENT_DIR || "dist/client"),
    serverBaseUrls,
    browserBaseUrls,
    embeddedRoles,
    platformUrl,
    platformSecret: platformSecret(env, platformUrl),
    purgeUrls: (env.PURGE_URLS ?? "")
      .split(",")
      .map((url) => url.trim())
      .filter(Boolean)
      .map((url) => baseUrl("PURGE_URLS", url)),
    // A page paints within about a second even when a backend is slow; what is late loads in the browser.
    ssrTimeBoxMs: integer(env, "SSR_TIMEBOX_MS", 1000),
    islands: onOff(env, "ISLANDS", true),
    settingsFreshMs: integer(env, "SETTINGS_TTL_MS", 30_000),
    pageCacheMs: integer(env, "PAGE_CACHE_MS", 5_000),
    sharedCacheMs: integer(env, "SHARED_CACHE_MS", integer(env, "PAGE_CACHE_MS", 5_000)),
    sharedStaleMs: integer(env, "SHARED_STALE_MS", 12 * integer(env, "SHARED_CACHE_MS", integer(env, "PAGE_CACHE_MS", 5_000))),
    pageCacheMaxBytes: integer(env, "PAGE_CACHE_MAX_MB", 32) * 1024 * 1024,
    logLevel: env.LOG_LEVEL || "info",
    analytics: env.ANALYTICS !== "off",
    development: env.NODE_ENV !== "production",
    appTokenKey: env.APP_TOKEN_KEY ? parseAppTokenKey(env.APP_TOKEN_KEY) : undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    seedAdminPassword: seedAdminPassword(env.SEED_ADMIN_PASSWORD),
    allowSeedPassword: env.ALLOW_SEED_PASSWORD === "true",
    renderConcurrency: Math.max(1, integer(env, "RENDER_CONCURRENCY", Math.max(2, availableParallelism()))),
    renderQueue: integer(env, "RENDER_QUEUE", 32),
    pressure: {
      maxEventLoopDelayMs: integer(env, "MAX_EVENT_LOOP_DELAY_MS", 1000),
      // Nine tenths of V8's heap limit: past it a new render risks the process, not just its speed.
      maxHeapBytes: integer(env, "MAX_HEAP_MB", Math.floor((getHeapStatistics().heap_size_limit * 0.9) / 1024 / 1024)) * 1024 * 1024,
      maxRssBytes: integer(env, "MAX_RSS_MB", 0) * 1024 * 1024,
    },
    platformAdmin: { key: env.PLATFORM_ADMIN_KEY?.trim() || undefined, fromPublicHosts: env.PLATFORM_ADMIN_PUBLIC === "true" },
    platformWritesPerMinute: integer(env, "PLATFORM_WRITE_LIMIT", DEFAULT_WRITES_PER_MINUTE),
    appClient: appClient(env),
    appTokenScopes: env.APP_CLIENT_SCOPES?.trim() || DEFAULT_APP_TOKEN_SCOPES,
    remoteTablesAnonKey: env.REMOTE_TABLES_ANON_KEY?.trim() || DEV_REMOTE_TABLES_ANON_KEY,
    sharedHosts: env.SHARED_HOSTS_FILE
      ? readSharedHosts(resolve(root, env.SHARED_HOSTS_FILE), true)
      : readSharedHosts(join(resolve(root, env.TENANTS_DIR || "tenants"), SHARED_HOSTS_PATH), false),
    mediaBaseUrl: normalizeMediaBase(env.MEDIA_BASE_URL?.trim() || `${MEDIA_PREFIX}/`),
    platformMediaBase: env.PLATFORM_MEDIA_BASE_URL?.trim() || undefined,
  };
}

/** DATABASE_URL, checked at start: a mistyped URL is told now, not at the first write. */
function databaseUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`DATABASE_URL is not a URL: expected postgres://user@host:port/database`);
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:")
    throw new Error(`DATABASE_URL must be a postgres:// URL (PostgreSQL); got '${url.protocol}//…'. Leave it unset for the SQLite file in DATA_DIR.`);
  return text;
}
