import type { DehydratedState } from "@tanstack/react-query";
import { normalizeHost } from "../../../schemas/hosts/normalizeHost.js";
import { safeKey, surrogateKeys, type ResolvedLayout, type TenantSettings } from "../../../engine/index.js";

/**
 * The surrogate keys of a rendered page: its host and its settings host (they differ on a local or
 * shared host), its tenant, the layout it asked for and the one
 * that drew it (with its version), and every catalogue read whose answer the HTML carries: the
 * queries taken with the HTML (the ones it left to the browser are not in it).
 */
export function pageKeys(requestHost: string | undefined, tenant: TenantSettings, layout: ResolvedLayout, queries: DehydratedState): string[] {
  const { settings } = tenant;
  const sources = new Set<string>();
  for (const query of queries.queries) {
    const [kind, , entryId] = query.queryKey;
    if (kind === "source" && typeof entryId === "string" && query.state.status === "success") sources.add(entryId);
  }
  const keys = [
    surrogateKeys.host(normalizeHost(requestHost) || tenant.host),
    surrogateKeys.host(tenant.host),
    surrogateKeys.tenant(settings.id),
    surrogateKeys.layout(settings.layout),
    surrogateKeys.layout(layout.id),
    surrogateKeys.layoutVersion(layout.id, layout.version),
    ...[...sources].sort().map((entryId) => surrogateKeys.source(settings.id, entryId)),
  ];
  return [...new Set(keys.map(safeKey))];
}
