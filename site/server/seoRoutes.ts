import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import {
  createApiClient,
  type AppTokenProvider,
  MAINTENANCE_RETRY_AFTER_S,
  maintenanceRobotsTxt,
  robotsTxt,
  SITEMAP_URL_LIMIT,
  sitemapDocuments,
  sitemapEntries,
  type SitemapContract,
  sharedHostSwitch,
  sharedSegmentsOf,
  type SharedHostRules,
  type SettingsStore,
  type TenantSettings,
  publicOrigin,
  DEFAULT_LAYOUT,
  createBoundedMap,
} from "../../engine/index.js";
import { type LayoutStore } from "../../engine/node.js";

export interface SeoRoutesOptions {
  layouts: Pick<LayoutStore, "get">;
  settings: Pick<SettingsStore, "resolve">;
  contracts: readonly SitemapContract[];
  serverBaseUrls: Record<HostRole, string>;
  serverFetch?: typeof fetch;
  sharedHosts?: SharedHostRules;
  appTokens?: (host: string) => AppTokenProvider;
  remoteTablesAnonKey?: string;
  log: (message: string, error?: unknown) => void;
  /** URLs per sitemap file before the sitemap becomes an index (the protocol's 50,000; smaller in tests). */
  urlLimit?: number;
  /** How long a host's sitemap is kept; a changed layout or site file builds it again at once. */
  ttlMs?: number;
}

/** A sitemap built while a list failed is kept this long only. */
const INCOMPLETE_TTL_MS = 30_000;
const DEFAULT_TTL_MS = 10 * 60_000;
const MAX_SITEMAP_HOSTS = 256;

interface CachedSitemap {
  /** The layout version and settings it was built from: another one (a reload) builds it again. */
  fingerprint: string;
  expires: number;
  documents: Promise<Map<string, string>>;
}

const TEXT = "text/plain; charset=utf-8";
const XML = "application/xml; charset=utf-8";

/**
 * `/robots.txt`, `/sitemap.xml` and, past the URL limit, `/sitemap-<n>.xml` of every tenant host.
 * A host in maintenance asks crawlers to come back later (503, Retry-After, `Disallow: /`); a host
 * that is not a site is not found. On a shared host the files are the host's own tenant's, without
 * the `/Pesilat…` pages another tenant serves there (that tenant's host lists them).
 */
export function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const contracts = new Map(options.contracts.map((contract) => [contract.type, contract]));
  // Per origin (a local host is its own origin): bounded, or a stream of invented hosts would grow it.
  const cache = createBoundedMap<string, CachedSitemap>({ maxEntries: MAX_SITEMAP_HOSTS });
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;

  async function tenantOf(request: FastifyRequest): Promise<TenantSettings> {
    // The root path never switches a shared host: these files are the request host's own.
    return options.settings.resolve(sharedHostSwitch(request.headers.host, "/", options.sharedHosts ?? []).host);
  }

  function unavailable(reply: FastifyReply, tenant: TenantSettings, body: string, type: string) {
    if (tenant.missing === "unknown") return reply.status(404).type(TEXT).header("cache-control", "no-store").send("Not Found");
    return reply.status(503).type(type).header("retry-after", String(MAINTENANCE_RETRY_AFTER_S)).header("cache-control", "no-store").send(body);
  }

  function documentsFor(request: FastifyRequest, tenant: TenantSettings): Promise<Map<string, string>> {
    const { settings } = tenant;
    const layout = options.layouts.get(settings.layout) ?? options.layouts.get(DEFAULT_LAYOUT);
    if (!layout) return Promise.reject(new Error(`No valid layout '${settings.layout}' nor '${DEFAULT_LAYOUT}'`));
    const origin = publicOrigin(request, tenant, false);
    const key = `${origin} ${tenant.host}`;
    const fingerprint = `${layout.id}@${layout.version} ${JSON.stringify(settings)}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.fingerprint === fingerprint && cached.expires > now) return cached.documents;
    const api = createApiClient({
      baseUrls: options.serverBaseUrls,
      origin: `http://${tenant.host}`,
      credentials: () => ({ lmsId: settings.id }),
      appToken: options.appTokens?.(tenant.host),
      remoteTablesAnonKey: options.remoteTablesAnonKey,
      fetch: options.serverFetch,
    });
    // A shared host serves some first segments (`/Pesilat…`) as another tenant: its sitemap leaves those out.
    const sharedSegments = sharedSegmentsOf(request.headers.host, options.sharedHosts ?? []);
    const entry: CachedSitemap = { fingerprint, expires: now + ttlMs, documents: Promise.resolve(new Map()) };
    entry.documents = sitemapEntries({ layout, contracts, call: (source, values) => api.call(source, values), sharedSegments }).then(
      ({ entries, failures }) => {
        if (failures.length) {
          options.log(`sitemap of ${tenant.host} is missing lists: ${failures.join("; ")}`);
          entry.expires = Date.now() + Math.min(ttlMs, INCOMPLETE_TTL_MS);
        }
        return sitemapDocuments(entries, origin, options.urlLimit ?? SITEMAP_URL_LIMIT);
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, entry);
    return entry.documents;
  }

  app.get("/robots.txt", async (request, reply) => {
    const tenant = await tenantOf(request);
    if (tenant.missing || tenant.settings.maintenance) return unavailable(reply, tenant, maintenanceRobotsTxt(), TEXT);
    const sitemap = new URL("/sitemap.xml", publicOrigin(request, tenant, false)).href;
    return reply.type(TEXT).header("cache-control", "public, max-age=3600").send(robotsTxt(sitemap));
  });

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, path: string) {
    const tenant = await tenantOf(request);
    if (tenant.missing || tenant.settings.maintenance) return unavailable(reply, tenant, "", TEXT);
    const document = (await documentsFor(request, tenant)).get(path);
    if (!document) return reply.status(404).type(TEXT).header("cache-control", "no-store").send("Not Found");
    return reply.type(XML).header("cache-control", "public, max-age=3600").send(document);
  }

  app.get("/sitemap.xml", (request, reply) => sendSitemap(request, reply, "/sitemap.xml"));
  app.get<{ Params: { file: string } }>("/sitemap-:file", (request, reply) => {
    const page = /^([1-9][0-9]{0,5})\.xml$/.exec(request.params.file)?.[1];
    if (!page) return reply.status(404).type(TEXT).header("cache-control", "no-store").send("Not Found");
    return sendSitemap(request, reply, `/sitemap-${page}.xml`);
  });
}
