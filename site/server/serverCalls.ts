import type { FastifyRequest } from "fastify";

/**
 * The header the site server's own calls to the platform carry, with the secret the two share
 * (PLATFORM_SECRET, or a random one when the platform runs in the same process): the platform tells
 * them from a client's by it (no client write limit; the change stream is theirs alone).
 */
export const SERVER_CALL_HEADER = "x-platform-server-call";

export function isServerCall(secret: string): (request: FastifyRequest) => boolean {
  return (request) => request.headers[SERVER_CALL_HEADER] === secret;
}

/** A fetch that adds the server-call header to calls to the platform at `platformOrigin`, and to those only. */
export function serverCallFetch(platformOrigin: string, secret: string): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== platformOrigin) return fetch(request);
    const headers = new Headers(request.headers);
    headers.set(SERVER_CALL_HEADER, secret);
    return fetch(new Request(request, { headers }));
  };
}
