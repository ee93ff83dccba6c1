import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import { DEV_APP_TOKEN_KEY } from "./devAppTokenKey.js";

/**
 * The key app tokens for `host` are encrypted with: the configured one, else the development key, but only
 * for a local-network host. A public host without a configured key is a deployment mistake; say which.
 */
export function resolveAppTokenKey(configured: Uint8Array | undefined, host: string): Uint8Array {
  if (configured) return configured;
  const bare = normalizeHost(host);
  if (bare !== "" && isLocalNetworkHost(bare)) return DEV_APP_TOKEN_KEY;
  throw new Error(
    `APP_TOKEN_KEY is not set: the host '${host}' is not a local-network host, so it needs the 32-byte app-token key (64 hex digits or base64) from the deployment; the built-in development key serves local-network hosts only`,
  );
}
