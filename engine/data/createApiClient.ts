import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import { hostRoles } from "../../schemas/catalogue.schema.js";
import type { CatalogueEntry, HostRole } from "../catalogue/catalogue.js";
import { buildRequest, type CatalogueRequest } from "../catalogue/buildRequest.js";
import type { ParamValues } from "../catalogue/paramValues.js";
import { SourceError } from "../errors/SourceError.js";
import { unwrapEnvelope } from "./unwrapEnvelope.js";

/** What the spec's common headers are made of (§7); read per call so a new token applies at once. */
export interface ApiCredentials {
  accessToken?: string;
  /** A fixed app token; an `appToken` provider in the config takes precedence. */
  appToken?: string;
  lmsId?: string;
}

/**
 * Spec §7: "fetches an application token before each request". `get` is asked before every call and may
 * obtain a token first; undefined sends the call without one (the platform then decides). `renew` replaces
 * a token the platform refused (401 naming AppToken); the call is then sent once more.
 */
export interface AppTokenProvider {
  get(): Promise<string | undefined>;
  renew?(): Promise<string | undefined>;
}

export interface ApiClientConfig {
  /** Absolute base URL per host role, ending with `/`. */
  baseUrls: Record<HostRole, string>;
  credentials: () => ApiCredentials | Promise<ApiCredentials>;
  appToken?: AppTokenProvider;
  /** The remote table service's public anonymous key (PostgREST/Supabase style `apikey`). */
  remoteTablesAnonKey?: string;
  /** Sent as `Origin` by the server, where no browser adds it; the platform keys tenants by it. */
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The host roles whose hosts honour `Idempotency-Key` (the embedded platform's). Others never get the
   * header: a cross-origin backend that does not list it in its CORS headers would refuse the call.
   */
  idempotentRoles?: readonly HostRole[];
}

export interface ApiCallOptions {
  signal?: AbortSignal;
  /**
   * Sends exactly this app token (validating a stored one) instead of asking the provider; null sends none
   * (a public call that a stale token must not stop, such as the start-up's version check).
   */
  appToken?: string | null;
  /**
   * One key per submission, the same for each retry of it: a host that honours it (see
   * `idempotentRoles`) stores the write once and answers a repeat with the first answer, so the
   * write may also be retried after a lost connection or a 502–504.
   */
  idempotencyKey?: string;
}

export interface ApiClient {
  /** Calls a catalogue entry and returns the unwrapped envelope data; throws SourceError. */
  call(entry: CatalogueEntry, values: ParamValues, options?: ApiCallOptions): Promise<unknown>;
}

/** The header that makes a write happen once (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** A write that carries an idempotency key is retried like a read, 429 excepted: the visitor sees that one. */
const IDEMPOTENT_RETRY = { limit: 2, methods: ["get", "post", "put", "patch", "delete"], statusCodes: [408, 502, 503, 504] };

/** The header the authorizer also reads the app token from (spec §7: "other clients send … X-App-Authorization"). */
export const APP_AUTHORIZATION_HEADER = "X-App-Authorization";

/** Spec §7: the clients accept JSON or text. Every catalogue entry answers JSON; text is read to report it. */
export const ACCEPT = "application/json, text/plain;q=0.9";

/**
 * The spec §7 headers of one call. Main API and services: Bearer (bearer entries with a stored access
 * token; never on `auth: "none"` entries such as ce/extensions and the mailer's notify), AppToken, lmsId.
 * The authorizer also gets X-App-Authorization. The remote table service is a hosted backend that knows
 * neither: it gets its public anonymous key as `apikey` and as the bearer, PostgREST style.
 */
export function requestHeaders(request: Pick<CatalogueRequest, "host" | "auth" | "headers">, credentials: ApiCredentials, appToken: string | undefined, anonKey: string | undefined): Record<string, string> {
  // The entry's own headers first (a remote-table create asks for `Prefer: return=representation`).
  const headers: Record<string, string> = { Accept: ACCEPT, ...request.headers };
  if (credentials.lmsId) headers.lmsId = credentials.lmsId;
  if (request.host === "remoteTables") {
    if (anonKey) {
      headers.apikey = anonKey;
      headers.Authorization = `Bearer ${anonKey}`;
    }
    return headers;
  }
  if (request.auth === "bearer" && credentials.accessToken) headers.Authorization = `Bearer ${credentials.accessToken}`;
  if (appToken) {
    headers.AppToken = appToken;
    if (request.host === "authorizer") headers[APP_AUTHORIZATION_HEADER] = appToken;
  }
  return headers;
}

/** The body as JSON; anything else (an HTML error page from a proxy, plain text) is a clear source error. */
async function jsonBody(entry: CatalogueEntry, response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const type = response.headers.get("content-type")?.split(";")[0] || "a body without a content type";
    const start = text.replace(/\s+/g, " ").trim().slice(0, 80);
    throw new SourceError(entry.id, `Source '${entry.id}' answered ${type} instead of JSON: '${start}'`, response.status);
  }
}

async function errorMessage(error: HTTPError): Promise<{ message: string; field?: string }> {
  try {
    const body: unknown = await error.response.clone().json();
    if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
      const data = (body as { data?: unknown }).data;
      const field = typeof data === "object" && data !== null && "field" in data && typeof data.field === "string" ? data.field : undefined;
      return { message: body.message, field };
    }
  } catch {
    // not JSON: fall through to the status line
  }
  return { message: `HTTP ${error.response.status} ${error.response.statusText}`.trim() };
}

function isAppTokenRefusal(error: unknown): boolean {
  return error instanceof SourceError && error.status === 401 && error.field === "AppToken";
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const instances = Object.fromEntries(
    hostRoles.map((role) => [
      role,
      ky.create({
        prefixUrl: config.baseUrls[role],
        timeout: config.timeoutMs ?? 8000,
        // Only idempotent reads are retried; a POST is never sent twice.
        retry: { limit: 1, methods: ["get"], statusCodes: [408, 429, 502, 503, 504] },
        fetch: config.fetch,
        headers: config.origin ? { Origin: config.origin } : undefined,
      }),
    ]),
  ) as Record<HostRole, KyInstance>;

  async function send(entry: CatalogueEntry, request: CatalogueRequest, appToken: string | undefined, credentials: ApiCredentials, options: ApiCallOptions): Promise<unknown> {
    const headers = requestHeaders(request, credentials, appToken, config.remoteTablesAnonKey);
    const key = (config.idempotentRoles ?? []).includes(request.host) ? options.idempotencyKey : undefined;
    if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
    try {
      const response = await instances[request.host](request.path, {
        method: request.method,
        headers,
        json: request.body,
        signal: options.signal,
        ...(key && { retry: IDEMPOTENT_RETRY }),
      });
      if (!entry.success.includes(response.status)) {
        throw new SourceError(entry.id, `Source '${entry.id}' answered HTTP ${response.status}, expected ${entry.success.join(" or ")}`, response.status);
      }
      return unwrapEnvelope(entry, await jsonBody(entry, response));
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (error instanceof HTTPError) {
        const { message, field } = await errorMessage(error);
        throw new SourceError(entry.id, message, error.response.status, field);
      }
      if (error instanceof TimeoutError) throw new SourceError(entry.id, `Source '${entry.id}' timed out`, 504);
      throw error;
    }
  }

  return {
    async call(entry, values, options = {}) {
      const request = buildRequest(entry, values);
      const credentials = await config.credentials();
      const provider = request.host === "remoteTables" || options.appToken !== undefined ? undefined : config.appToken;
      const appToken = options.appToken !== undefined ? (options.appToken ?? undefined) : provider ? await provider.get() : credentials.appToken;
      try {
        return await send(entry, request, appToken, credentials, options);
      } catch (error) {
        // A stale or refused token is replaced once; a second refusal is the caller's to see.
        if (!provider?.renew || !isAppTokenRefusal(error)) throw error;
        return send(entry, request, await provider.renew(), credentials, options);
      }
    },
  };
}
