import type { FastifyInstance } from "fastify";
import { SERVER_CALL_HEADER } from "./serverCalls.js";

/**
 * A fetch that answers calls to the embedded platform inside this process, through Fastify's
 * `inject`: the same routes, validation, hooks and envelopes as over HTTP, without a socket or a
 * second trip through the kernel. Every other URL (a real backend) goes out over HTTP.
 */
export function inProcessFetch(app: FastifyInstance, embeddedOrigin: string, embeddedPrefix: string, secret: string): typeof fetch {
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
      headers: { ...headers, host: url.host, [SERVER_CALL_HEADER]: secret },
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
