import { APP_TOKEN_TTL_MS, createApiClient, type AppTokenProvider } from "../../engine/index.js";
import { encryptAppToken, resolveAppTokenKey } from "../../engine/node.js";
import { getCatalogueEntry, type HostRole } from "../../schemas/catalogue/catalogue.js";

import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import { DEMO_APP_CLIENT, type AppClientCredentials } from "./config.js";

export interface IssuedAppToken {
  /** The encrypted app token (cookie `_gt`, header AppToken). */
  appToken: string;
  /** The authorizer's code (cookie `_ct`). */
  code: string;
  /** ms since the epoch after which the platform refuses the app token. */
  expiresAt: number;
}

export interface AppTokenIssuerOptions {
  serverBaseUrls: Record<HostRole, string>;
  key: Uint8Array | undefined;
  client: AppClientCredentials | undefined;
  scopes: string;
  log: (message: string, error?: unknown) => void;
  fetch?: typeof fetch;
}

interface AuthorizerToken {
  token: string;
  code: string;
  issuedAt: number;
}

/** Renew the server's own authorizer token an hour before the platform would refuse it. */
const RENEW_MARGIN_MS = 60 * 60 * 1000;
/** Hosts whose server-side token is kept; tenant hosts are few, this only bounds a flood of odd hosts. */
const MAX_CACHED_HOSTS = 256;

function credentialsFor(client: AppClientCredentials | undefined, host: string): AppClientCredentials {
  if (client) return client;
  if (isLocalNetworkHost(normalizeHost(host))) return DEMO_APP_CLIENT;
  throw new Error(
    `APP_CLIENT_ID/APP_CLIENT_SECRET are not set: the host '${host}' is not a local-network host, and the demo client serves local-network hosts only`,
  );
}

/**
 * Mints app tokens (AES-256-CTR of a timestamp and the authorizer's token) on the server, the only place that holds the key: a fresh one per browser
 * (GET /_app/token), and for the server's own calls one authorizer token per tenant host, encrypted anew
 * with the current time before each call.
 */
export function createAppTokenIssuer(options: AppTokenIssuerOptions) {
  const generateEntry = getCatalogueEntry("authorizer.token.generate");
  const cached = new Map<string, Promise<AuthorizerToken>>();
  const warned = new Set<string>();

  /** `host` decides the key and the credentials (the visitor's host); `tenantHost` is the Origin the authorizer sees. */
  async function generate(host: string, tenantHost: string): Promise<AuthorizerToken> {
    resolveAppTokenKey(options.key, host);
    const { id, secret } = credentialsFor(options.client, host);
    const api = createApiClient({
      baseUrls: options.serverBaseUrls,
      origin: `http://${tenantHost}`,
      credentials: () => ({}),
      timeoutMs: 4000,
      fetch: options.fetch,
    });
    const issuedAt = Date.now();
    const data = (await api.call(generateEntry, { id, secret, scopes: options.scopes })) as { token?: unknown; code?: unknown };
    if (typeof data.token !== "string" || typeof data.code !== "string")
      throw new Error("The authorizer's token/generate answered without data.token and data.code");
    return { token: data.token, code: data.code, issuedAt };
  }

  async function issue(host: string, tenantHost: string = host): Promise<IssuedAppToken> {
    const { token, code, issuedAt } = await generate(host, tenantHost);
    return { appToken: encryptAppToken(resolveAppTokenKey(options.key, host), token, issuedAt), code, expiresAt: issuedAt + APP_TOKEN_TTL_MS };
  }

  function providerFor(host: string): AppTokenProvider {
    const fresh = (renew: boolean): Promise<AuthorizerToken> => {
      let entry = renew ? undefined : cached.get(host);
      if (!entry) {
        if (cached.size >= MAX_CACHED_HOSTS) cached.delete(cached.keys().next().value!);
        entry = generate(host, host);
        cached.set(host, entry);
        entry.catch(() => cached.delete(host));
      }
      return entry;
    };
    const mint = async (renew: boolean): Promise<string | undefined> => {
      try {
        let token = await fresh(renew);
        if (Date.now() - token.issuedAt > APP_TOKEN_TTL_MS - RENEW_MARGIN_MS) token = await fresh(true);
        warned.delete(host);
        return encryptAppToken(resolveAppTokenKey(options.key, host), token.token);
      } catch (error) {
        // Without an app token the call still goes out: the platform decides. Say so once per host, not per call.
        if (!warned.has(host)) {
          warned.add(host);
          options.log(`no app token for ${host}; calls go without AppToken`, error);
        }
        return undefined;
      }
    };
    return { get: () => mint(false), renew: () => mint(true) };
  }

  return { issue, providerFor };
}

export type AppTokenIssuer = ReturnType<typeof createAppTokenIssuer>;
