import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";

/**
 * One shared-host rule (tenants/hosts/shared.json): on `host`, the paths whose first segment is `segment` are
 * served as the site of `target`, under that prefix. Hosts lower-case, the segment lower-case.
 */
export interface SharedHostRule {
  readonly host: string;
  readonly segment: string;
  readonly target: string;
}

export type SharedHostRules = readonly SharedHostRule[];

/**
 * The host whose settings serve a request: on a shared host, a first path segment that a rule names (any case)
 * switches to that rule's host, the segment as written becoming the document's scope; otherwise the request
 * host itself.
 */
export function sharedHostSwitch(rawHost: string | undefined, pathname: string, rules: SharedHostRules): { host: string | undefined; scope?: string } {
  const host = normalizeHost(rawHost);
  const first = pathname.split("/").find(Boolean);
  const rule = first === undefined ? undefined : rules.find((candidate) => candidate.host === host && candidate.segment === first.toLowerCase());
  return rule ? { host: rule.target, scope: `/${first}` } : { host: rawHost };
}

/** The first path segments another site serves on this host: its own sitemap leaves them out. */
export function sharedSegmentsOf(rawHost: string | undefined, rules: SharedHostRules): string[] {
  const host = normalizeHost(rawHost);
  return rules.filter((rule) => rule.host === host).map((rule) => rule.segment);
}
