import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import { hostRoles } from "../../schemas/catalogue/hostRoles.js";
import type { CatalogueEntry, HostRole } from "../../schemas/catalogue/catalogue.js";
import { buildRequest, type CatalogueRequest } from "../catalogue/buildRequest.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import { defaultCallLogger, type CallLogger } from "../errors/callResult.js";
import { SourceError, sourceError } from "../errors/SourceError.js";
import { sendMultipart } from "./sendMultipart.js";
import { unwrapEnvelope } from "./unwrapEnvelope.js";

/** What the spec's common headers are made of (§7); read per call so a new token applies at once. */
export interface ApiCredentials {
  accessToken?: string;
  /** A fixed app token; an `appToken` provider in the config takes precedence. */
  appToken?: string;
  lmsId?: string;
}

/**
 * An application token is fetched before each request: `get` is asked before every call and may
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
  /** Where failed calls are logged; the console when unset. */
  log?: CallLogger;
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

export interface UploadOptions {
  signal?: AbortSignal;
  /** 0 to 1 while the file is sent. */
  onProgress?: (fraction: number) => void;
}

export interface ApiClient {
  /** Where failed calls of this client are logged (callSafely): the server's logger, or the console. */
  readonly log: CallLogger;
  /** Calls a catalogue entry and returns the unwrapped envelope data; throws SourceError. */
  call(entry: CatalogueEntry, values: ParamValues, options?: ApiCallOptions): Promise<unknown>;
  /**
   * Sends one file to an upload entry (the drive's v1/upload) as multipart/form-data, the field `file`,
   * which the entry's host takes beside the JSON form: no base64 third more on a phone's connection,
   * and progress as it goes. Returns the unwrapped envelope data; throws SourceError.
   */
  upload(entry: CatalogueEntry, file: File, options?: UploadOptions): Promise<unknown>;
}

/** The header that makes a write happen once (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Only idempotent reads are retried; a write without a key is never sent twice. */
const READ_RETRY = { limit: 1, methods: ["get"], statusCodes: [408, 429, 502, 503, 504] };

/** A write that carries an idempotency key is retried like a read, 429 excepted: the visitor sees that one. */
const IDEMPOTENT_RETRY = { limit: 2, methods: ["get", "post", "put", "patch", "delete"], statusCodes: [408, 502, 503, 504] };

/** The header the authorizer also reads the app token from (clients other than the main API send it there). */
export const APP_AUTHORIZATION_HEADER = "X-App-Authorization";

/** The clients accept JSON or text. Every catalogue entry answers JSON; text is read to report it. */
export const ACCEPT = "application/json, text/plain;q=0.9";

/**
 * The headers of one call. Main API and services: Bearer (bearer entries with a stored access
 * token; never on `auth: "none"` entries such as ce/extensions and the mailer's notify), AppToken, lmsId.
 * The authorizer also gets X-App-Authorization. The remote table service is a hosted backend that knows
 * neither: it gets its public anonymous key as `apikey` and as the bearer, PostgREST style.
 */
export function requestHeaders(
  request: Pick<CatalogueRequest, "host" | "auth" | "headers">,
  credentials: ApiCredentials,
  appToken: string | undefined,
  anonKey: string | undefined,
): Record<string, string> {
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
    throw sourceError("ENG_ERR_SOURCE_NOT_JSON", { source: entry.id, type, start }, entry.id, response.status);
  }
}

/** The envelope's `message` and `data.field` of a refusal, when the body is one. */
function refusalOf(body: unknown): { message: string; field?: string } | undefined {
  if (typeof body !== "object" || body === null || !("message" in body) || typeof body.message !== "string") return undefined;
  const data = (body as { data?: unknown }).data;
  const field = typeof data === "object" && data !== null && "field" in data && typeof data.field === "string" ? data.field : undefined;
  return { message: body.message, field };
}

/** The error of an answer outside the entry's success statuses: the refusal its body is, otherwise its status line. */
function answerError(entry: CatalogueEntry, body: unknown, status: number, statusText: string): SourceError {
  const refusal = refusalOf(body);
  return refusal
    ? sourceError("ENG_ERR_SOURCE_REFUSED", { message: refusal.message }, entry.id, status, refusal.field)
    : sourceError("ENG_ERR_SOURCE_HTTP_ERROR", { status, statusText }, entry.id, status);
}

async function httpError(entry: CatalogueEntry, error: HTTPError): Promise<SourceError> {
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    // not JSON: the status line
  }
  return answerError(entry, body, error.response.status, error.response.statusText);
}

function isAppTokenRefusal(error: unknown): boolean {
  return error instanceof SourceError && error.status === 401 && error.field === "AppToken";
}

/** An upload: the file as the one multipart part, answered like a call (refusal, envelope). */
async function sendFile(
  config: ApiClientConfig,
  entry: CatalogueEntry,
  file: File,
  appToken: string | undefined,
  credentials: ApiCredentials,
  options: UploadOptions,
): Promise<unknown> {
  // The file travels as the multipart part, not as the entry's JSON body parameters.
  const request: CatalogueRequest = { host: entry.host, method: entry.method, path: entry.path, auth: entry.auth };
  const headers = { ...requestHeaders(request, credentials, appToken, config.remoteTablesAnonKey), ...(config.origin && { Origin: config.origin }) };
  const form = new FormData();
  form.append("file", file, file.name);
  let answer;
  try {
    answer = await sendMultipart(new URL(request.path, config.baseUrls[request.host]).href, headers, form, { ...options, fetch: config.fetch });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw sourceError("ENG_ERR_SOURCE_TIMEOUT", { source: entry.id }, entry.id, 504);
    }
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    body = undefined;
  }
  if (!entry.success.includes(answer.status)) throw answerError(entry, body, answer.status, answer.statusText);
  if (body === undefined) throw sourceError("ENG_ERR_SOURCE_NOT_JSON_UPLOAD", { source: entry.id }, entry.id, answer.status);
  return unwrapEnvelope(entry, body);
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const instances = Object.fromEntries(
    hostRoles.map((role) => [
      role,
      ky.create({
        prefixUrl: config.baseUrls[role],
        timeout: config.timeoutMs ?? 8000,
        fetch: config.fetch,
        headers: config.origin ? { Origin: config.origin } : undefined,
      }),
    ]),
  ) as Record<HostRole, KyInstance>;

  async function send(
    entry: CatalogueEntry,
    request: CatalogueRequest,
    appToken: string | undefined,
    credentials: ApiCredentials,
    options: ApiCallOptions,
  ): Promise<unknown> {
    const headers = requestHeaders(request, credentials, appToken, config.remoteTablesAnonKey);
    const key = (config.idempotentRoles ?? []).includes(request.host) ? options.idempotencyKey : undefined;
    if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
    try {
      const response = await instances[request.host](request.path, {
        method: request.method,
        headers,
        json: request.body,
        signal: options.signal,
        // Per call, never on the instance: ky joins an instance's retry lists with a call's, so a write's
        // list would gain 429 and a refused send would wait out Retry-After twice before the visitor heard.
        retry: key ? IDEMPOTENT_RETRY : request.method === "GET" ? READ_RETRY : 0,
      });
      if (!entry.success.includes(response.status)) {
        const values = { source: entry.id, status: response.status, expected: entry.success.join(" or ") };
        throw sourceError("ENG_ERR_SOURCE_HTTP_STATUS", values, entry.id, response.status);
      }
      return unwrapEnvelope(entry, await jsonBody(entry, response));
    } catch (error) {
      if (error instanceof SourceError) throw error;
      if (error instanceof HTTPError) throw await httpError(entry, error);
      if (error instanceof TimeoutError) throw sourceError("ENG_ERR_SOURCE_TIMEOUT", { source: entry.id }, entry.id, 504);
      throw error;
    }
  }

  /** Sends with the app token the provider gives; a stale or refused token is replaced once. */
  async function withAppToken(
    host: HostRole,
    fixed: string | null | undefined,
    attempt: (appToken: string | undefined, credentials: ApiCredentials) => Promise<unknown>,
  ): Promise<unknown> {
    const credentials = await config.credentials();
    const provider = host === "remoteTables" || fixed !== undefined ? undefined : config.appToken;
    const appToken = fixed !== undefined ? (fixed ?? undefined) : provider ? await provider.get() : credentials.appToken;
    try {
      return await attempt(appToken, credentials);
    } catch (error) {
      // A second refusal is the caller's to see.
      if (!provider?.renew || !isAppTokenRefusal(error)) throw error;
      return attempt(await provider.renew(), credentials);
    }
  }

  return {
    log: config.log ?? defaultCallLogger,
    call(entry, values, options = {}) {
      const request = buildRequest(entry, values);
      return withAppToken(request.host, options.appToken, (appToken, credentials) => send(entry, request, appToken, credentials, options));
    },
    upload(entry, file, options = {}) {
      return withAppToken(entry.host, undefined, (appToken, credentials) => sendFile(config, entry, file, appToken, credentials, options));
    },
  };
}
