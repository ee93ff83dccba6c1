import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * A header only this process's own calls carry, with a random value made at start: the platform
 * tells the site server's calls (an app token minted for each new visitor) from a client's by it.
 */
export const IN_PROCESS_HEADER = "x-in-process-call";
export const inProcessSecret = randomBytes(18).toString("base64url");

/**
 * A fetch that answers calls to the embedded platform inside this process, through Fastify's
 * `inject`: the same routes, validation, hooks and envelopes as over HTTP, without a socket or a
 * second trip through the kernel. Every other URL (a real backend) goes out over HTTP.
 */
export function inProcessFetch(app: FastifyInstance, embeddedOrigin: string, embeddedPrefix: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== embeddedOrigin || !url.pathname.startsWith(embeddedPrefix)) return fetch(request);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, host: url.host, [IN_PROCESS_HEADER]: inProcessSecret },
      payload: body,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, item);
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || request.method === "HEAD";
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
