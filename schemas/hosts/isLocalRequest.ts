import { isLocalNetworkHost } from "./isLocalNetworkHost.js";
import { normalizeHost } from "./normalizeHost.js";

/**
 * What isLocalRequest reads of a request: Fastify's request (and light-my-request's, through Fastify) fits.
 * `ip` and `ips` are what Fastify derives from the socket and X-Forwarded-For with the server's trustProxy
 * (TRUST_PROXY): `ips` is the chain from the socket's peer outwards, cut after the first address that is not a
 * trusted proxy, and `ip` its last entry; without trustProxy `ips` is absent and `ip` is the socket's peer.
 */
export interface PeerRequest {
  readonly headers: { readonly "host"?: string; readonly "x-forwarded-for"?: string | readonly string[] };
  readonly ip: string;
  readonly ips?: readonly string[];
}

/** `::ffff:127.0.0.1` is how Node reports an IPv4 client on a dual-stack socket. */
function plainAddress(address: string | undefined): string {
  const plain = (address ?? "").trim().toLowerCase();
  return plain.startsWith("::ffff:") ? plain.slice("::ffff:".length) : plain;
}

/** How many addresses X-Forwarded-For names, over every copy of the header. */
function forwardedCount(header: string | readonly string[] | undefined): number {
  const values = typeof header === "string" ? [header] : (header ?? []);
  return values.flatMap((value) => value.split(",")).filter((entry) => entry.trim() !== "").length;
}

/**
 * The one rule for "this request comes from the local network": the client's address, as the trusted proxy
 * chain reports it, is a loopback or private address. The Host header never decides it; it can only take it
 * away (a public host name is never local, whoever asks). A chain that cannot be trusted all the way to its
 * end is not local: an X-Forwarded-For entry beyond the last trusted proxy means the request passed a proxy
 * we cannot vouch for (with TRUST_PROXY unset, behind Varnish, the socket's peer is Varnish for everyone).
 * Demo accounts, administrative writes, source maps, the block gallery and health details depend on it.
 */
export function isLocalRequest(request: PeerRequest): boolean {
  const host = normalizeHost(request.headers.host);
  if (host === "" || !isLocalNetworkHost(host)) return false;
  const trusted = request.ips?.length ?? 1;
  if (trusted < 1 + forwardedCount(request.headers["x-forwarded-for"])) return false;
  const client = plainAddress(request.ip);
  return client !== "" && isLocalNetworkHost(client);
}
