import type { TenantSettings } from "./createSettingsStore.js";
import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";

export interface OriginRequest {
  /** The Host header, already checked to be well formed. */
  host: string | undefined;
  /** The connection's scheme (from a forwarded header only when TRUST_PROXY names the proxy). */
  protocol: string;
}

/** The origin of an absolute http(s) URL, or undefined. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin a page names as its own: canonical link, `og:url`, the sign-in return address.
 * On a public host it comes from configuration, never from what a client sent: the tenant's
 * `meta.url`, or https on the host the platform knows it by (on a shared host, the configured
 * shared host). On a local-network host it is the request's own origin, a developer's port included.
 */
export function publicOrigin(request: OriginRequest, tenant: Pick<TenantSettings, "host" | "settings">, sharedScope: boolean): string {
  const requestHost = normalizeHost(request.host);
  if (isLocalNetworkHost(requestHost)) return `${request.protocol === "https" ? "https" : "http"}://${request.host}`;
  if (sharedScope) return `https://${requestHost}`;
  return originOf(tenant.settings.meta.url) ?? `https://${tenant.host}`;
}
