import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import { hostRoles } from "../../schemas/catalogue.schema.js";
import type { CatalogueEntry, HostRole } from "../catalogue/catalogue.js";
import { buildRequest } from "../catalogue/buildRequest.js";
import type { ParamValues } from "../catalogue/paramValues.js";
import { SourceError } from "../errors/SourceError.js";
import { unwrapEnvelope } from "./unwrapEnvelope.js";

/** What the spec's common headers are made of (§7); read per call so a new token applies at once. */
export interface ApiCredentials {
  accessToken?: string;
  appToken?: string;
  lmsId?: string;
}

export interface ApiClientConfig {
  /** Absolute base URL per host role, ending with `/`. */
  baseUrls: Record<HostRole, string>;
  credentials: () => ApiCredentials;
  /** Sent as `Origin` by the server, where no browser adds it; the platform keys tenants by it. */
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** Calls a catalogue entry and returns the unwrapped envelope data; throws SourceError. */
  call(entry: CatalogueEntry, values: ParamValues, options?: { signal?: AbortSignal }): Promise<unknown>;
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

  return {
    async call(entry, values, options = {}) {
      const request = buildRequest(entry, values);
      const { accessToken, appToken, lmsId } = config.credentials();
      const headers: Record<string, string> = { Accept: "application/json" };
      if (request.auth === "bearer" && accessToken) headers.Authorization = `Bearer ${accessToken}`;
      if (appToken) headers.AppToken = appToken;
      if (lmsId) headers.lmsId = lmsId;
      try {
        const response = await instances[request.host](request.path, {
          method: request.method,
          headers,
          json: request.body,
          signal: options.signal,
        });
        if (!entry.success.includes(response.status)) {
          throw new SourceError(entry.id, `Source '${entry.id}' answered HTTP ${response.status}, expected ${entry.success.join(" or ")}`, response.status);
        }
        return unwrapEnvelope(entry, await response.json());
      } catch (error) {
        if (error instanceof SourceError) throw error;
        if (error instanceof HTTPError) {
          const { message, field } = await errorMessage(error);
          throw new SourceError(entry.id, message, error.response.status, field);
        }
        if (error instanceof TimeoutError) throw new SourceError(entry.id, `Source '${entry.id}' timed out`, 504);
        throw error;
      }
    },
  };
}
