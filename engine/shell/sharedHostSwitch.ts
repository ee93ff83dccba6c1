import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";

/** Shared host → the martial-arts programme host of the same environment (configuration). */
export type SharedHostMap = Readonly<Record<string, string>>;

/** The first path segment that switches a shared host to the martial-arts programme host of the same environment. */
export const PESILAT_SEGMENT = "pesilat";

/**
 * The host whose settings serve a request: on a shared host (development, staging, live) a first
 * path segment `pesilat` (any case) switches to that environment's martial-arts host; otherwise
 * the request host itself.
 */
export function sharedHostSwitch(rawHost: string | undefined, pathname: string, map: SharedHostMap): { host: string | undefined; scope?: string } {
  const host = normalizeHost(rawHost);
  const first = pathname.split("/").find(Boolean);
  const target = map[host];
  if (target && first?.toLowerCase() === PESILAT_SEGMENT) return { host: target, scope: `/${first}` };
  return { host: rawHost };
}
