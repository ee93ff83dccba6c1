import type { FastifyRequest } from "fastify";
import { isLocalNetworkHost } from "../../../engine/tenant/isLocalNetworkHost.js";
import { normalizeHost } from "../../../engine/tenant/normalizeHost.js";

/** `::ffff:127.0.0.1` is how Node reports an IPv4 client on a dual-stack socket. */
function clientAddress(address: string | undefined): string {
  const plain = (address ?? "").toLowerCase();
  return plain.startsWith("::ffff:") ? plain.slice("::ffff:".length) : plain;
}

/**
 * A request from the local network to a local-network host: both the Host it names and the peer
 * it came from (the socket, never a forwarded header) are local. Demo accounts and administrative
 * writes are for this case only; a Host header alone can be forged by anyone.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const host = normalizeHost(request.headers.host);
  const peer = clientAddress(request.socket?.remoteAddress);
  return host !== "" && isLocalNetworkHost(host) && peer !== "" && isLocalNetworkHost(peer);
}
