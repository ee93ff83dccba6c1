import type { FastifyRequest } from "fastify";
import { AppTokenError } from "../../../engine/appToken/AppTokenError.js";
import { APP_TOKEN_HEADER, APP_TOKEN_TTL_MS } from "../../../engine/appToken/constants.js";
import { DEV_APP_TOKEN_KEY } from "../../../engine/appToken/devAppTokenKey.js";
import { verifyAppToken } from "../../../engine/appToken/verifyAppToken.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { headerValue } from "./headerValue.js";
import { PlatformError } from "./PlatformError.js";

/** Headers an app token may come in: AppToken (main API, services), X-App-Authorization (authorizer). */
const HEADERS = [APP_TOKEN_HEADER, "X-App-Authorization"] as const;

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
  require(request: FastifyRequest): VerifiedAppToken;
}

function refused(error: AppTokenError): PlatformError {
  return new PlatformError(401, error.message, { field: APP_TOKEN_HEADER, problem: error.problem });
}

/**
 * Checks app tokens (spec §7) with the site's key: APP_TOKEN_KEY, or the development key when the
 * deployment sets none (the embedded platform stands in for the real one on a developer's machine).
 * Freshness is checked twice: the token's own timestamp, and the issue time of the authorizer token inside,
 * since CTR lets a holder flip timestamp bits without the key.
 */
export function createAppTokenCheck(db: PlatformDb, configuredKey: Uint8Array | undefined): AppTokenCheck {
  const key = configuredKey ?? DEV_APP_TOKEN_KEY;
  const issued = db.prepare<[string], { client_id: string; created_at: string; scopes: string }>("SELECT client_id, created_at, scopes FROM app_tokens WHERE token = ?");
  const read = (request: FastifyRequest) => HEADERS.map((name) => headerValue(request, name)).find((value) => value !== undefined);

  return {
    present: (request) => read(request) !== undefined,
    require(request) {
      try {
        const { token } = verifyAppToken(key, read(request));
        const row = issued.get(token);
        if (!row) throw new AppTokenError("unknown", "AppToken berisi token yang tidak pernah diterbitkan authorizer ini (diubah atau dari server lain); minta token aplikasi baru.");
        const issuedAt = Date.parse(row.created_at);
        if (Date.now() - issuedAt > APP_TOKEN_TTL_MS) throw new AppTokenError("stale", `Token di dalam AppToken diterbitkan ${row.created_at}, lebih dari 23 jam yang lalu; minta token aplikasi baru.`);
        return { clientId: row.client_id, scopes: row.scopes.split(" "), issuedAt: row.created_at, expiresAt: new Date(issuedAt + APP_TOKEN_TTL_MS).toISOString() };
      } catch (error) {
        throw error instanceof AppTokenError ? refused(error) : error;
      }
    },
  };
}
