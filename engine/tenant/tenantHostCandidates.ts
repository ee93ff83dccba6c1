import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";

/** The settings host that serves unknown local-network hosts. */
export const DEMO_HOST = "demo.localhost";

/**
 * The settings hosts to ask for, in order, for a request host: the host itself (a host the
 * platform knows is itself), then the demo host when it is on the local network. Total and
 * deterministic: every string gives a non-empty list.
 */
export function tenantHostCandidates(rawHost: string | undefined | null): string[] {
  const host = normalizeHost(rawHost);
  if (!host) return [DEMO_HOST];
  if (host !== DEMO_HOST && isLocalNetworkHost(host)) return [host, DEMO_HOST];
  return [host];
}
