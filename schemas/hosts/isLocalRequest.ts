import { isLocalNetworkHost } from "./isLocalNetworkHost.js";
import { normalizeHost } from "./normalizeHost.js";

/** What isLocalRequest reads of a request: Node's, Fastify's and light-my-request's all fit. */
export interface PeerRequest {
  readonly headers: { readonly host?: string };
  readonly socket?: { readonly remoteAddress?: string };
}

/** `::ffff:127.0.0.1` is how Node reports an IPv4 client on a dual-stack socket. */
function clientAddress(address: string | undefined): string {
  const plain = (address ?? "").toLowerCase();
  return plain.startsWith("::ffff:") ? plain.slice("::ffff:".length) : plain;
}

/**
 * A request from the local network to a local-network host: both the Host it names and the peer
 * it came from (the socket, never a forwarded header) are local. Demo accounts, administrative
 * writes and source maps are for this case only; a Host header alone can be forged by anyone.
 */
export function isLocalRequest(request: PeerRequest): boolean {
  const host = normalizeHost(request.headers.host);
  const peer = clientAddress(request.socket?.remoteAddress);
  return host !== "" && isLocalNetworkHost(host) && peer !== "" && isLocalNetworkHost(peer);
}
