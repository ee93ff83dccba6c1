import type { FastifyRequest } from "fastify";
import { APP_TOKEN_HEADERS, APP_TOKEN_TTL_MS, DEV_APP_TOKEN_KEY } from "../appToken/appTokenRules.js";
import { readAppToken, type AppTokenReading } from "../appToken/readAppToken.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { platformError } from "../errors/platformError.js";
import { createAppClientStore } from "../queries/appClientStore.js";
import { headerValue } from "./headerValue.js";
import type { PlatformError } from "./PlatformError.js";

export interface VerifiedAppToken {
  clientId: string;
  scopes: string[];
  issuedAt: string;
  expiresAt: string;
}

export interface AppTokenCheck {
  /** Whether the request carries an app token at all. */
  present(request: FastifyRequest): boolean;
  /** The request's app token, decrypted, fresh and issued here; a 401 saying what is wrong otherwise. */
  require(request: FastifyRequest): Promise<VerifiedAppToken>;
}

/** The catalogue's 401 for a token that does not read or is not fresh. */
function refusal(reading: Exclude<AppTokenReading, { ok: true }>): PlatformError {
  const madeAt = new Date(reading.timestampMs ?? 0).toISOString();
  switch (reading.problem) {
    case "missing":
      return platformError("PLT_ERR_APP_TOKEN_MISSING");
    case "garbled":
      return platformError(reading.reason === "encoding" ? "PLT_ERR_APP_TOKEN_NOT_BASE64" : "PLT_ERR_APP_TOKEN_UNREADABLE");
    case "stale":
      return platformError("PLT_ERR_APP_TOKEN_STALE", { madeAt });
    case "future":
      return platformError("PLT_ERR_APP_TOKEN_FUTURE", { madeAt });
  }
}

/**
 * Checks app tokens (docs/app-token.md) with the site's key: APP_TOKEN_KEY, or the development key when the
 * deployment sets none (the embedded platform stands in for the real one on a developer's machine).
 * Freshness is checked twice: the token's own timestamp, and the issue time of the authorizer token inside,
 * since CTR lets a holder flip timestamp bits without the key.
 */
export function createAppTokenCheck(db: PlatformDb, configuredKey: Uint8Array | undefined): AppTokenCheck {
  const key = configuredKey ?? DEV_APP_TOKEN_KEY;
  const clients = createAppClientStore(db);
  const read = (request: FastifyRequest) => APP_TOKEN_HEADERS.map((name) => headerValue(request, name)).find((value) => value !== undefined);

  return {
    present: (request) => read(request) !== undefined,
    async require(request) {
      const reading = readAppToken(key, read(request));
      if (!reading.ok) throw refusal(reading);
      const row = await clients.issued(reading.token);
      if (!row) throw platformError("PLT_ERR_APP_TOKEN_UNKNOWN");
      const issuedAt = Date.parse(row.created_at);
      if (Date.now() - issuedAt > APP_TOKEN_TTL_MS) throw platformError("PLT_ERR_APP_TOKEN_ISSUE_STALE", { issuedAt: row.created_at });
      const expiresAt = new Date(issuedAt + APP_TOKEN_TTL_MS).toISOString();
      return { clientId: row.client_id, scopes: row.scopes.split(" "), issuedAt: row.created_at, expiresAt };
    },
  };
}
