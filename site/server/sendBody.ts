import type { FastifyReply, FastifyRequest } from "fastify";
import { negotiateEncoding, type CompressedBody } from "./compressedBody.js";

/**
 * Sends a body in the best encoding the request accepts, with its ETag, answering 304 when the
 * request already holds it. Responses vary by Accept-Encoding (plus what `vary` adds).
 */
export function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
  headers: Record<string, string>,
  status = 200,
  vary: readonly string[] = [],
): FastifyReply {
  reply
    .headers(headers)
    .header("etag", body.etag)
    .header("vary", ["Accept-Encoding", ...vary].join(", "));
  if (status === 200 && request.headers["if-none-match"]?.split(/\s*,\s*/).includes(body.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(request.headers["accept-encoding"], body.bytes("identity").length);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.status(status).send(body.bytes(encoding));
}
