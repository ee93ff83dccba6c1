import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { createIdempotencyStore, type StoredAnswer } from "../queries/idempotencyStore.js";
import { headerValue } from "./headerValue.js";
import { isWrite } from "./isWrite.js";
import { platformError } from "../errors/platformError.js";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set on an answer that is a stored first answer, not a new write. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/** The headers that describe a body (PostgREST's range and applied preference among them), kept with it. */
const REPLAYED_HEADERS = ["content-type", "content-range", "preference-applied", "location"];

/** Printable ASCII without spaces, long enough that two clients' keys do not meet by chance. */
const KEY = /^[\x21-\x7e]{8,255}$/;

interface FirstAttempt {
  readonly scope: string;
  readonly fingerprint: string;
  readonly settle: () => void;
}

/** The site (the platform keys sites by Origin or lmsId), the endpoint and the client's key. */
function scopeOf(request: FastifyRequest, key: string): string {
  const site = headerValue(request, "origin") ?? headerValue(request, "lmsid") ?? request.hostname;
  return [site, request.method, request.routeOptions.url ?? request.url, key].join("\n");
}

/** What makes two sends the same request: the URL and the body (a multipart body by its size and type). */
function fingerprintOf(request: FastifyRequest): string {
  const body =
    request.body === undefined ? `${headerValue(request, "content-type") ?? ""} ${headerValue(request, "content-length") ?? ""}` : JSON.stringify(request.body);
  return createHash("sha256").update(`${request.url}\n${body}`).digest("base64url");
}

function payloadBytes(payload: unknown): Buffer | undefined {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === "string") return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : undefined;
}

/**
 * Writes sent with an `Idempotency-Key` header happen once. The first successful answer is stored
 * with the key and replayed, with `Idempotent-Replayed: true`, to every later send of the same request;
 * a send under the same key with a different body is refused (422). Copies that arrive while the first
 * is still running wait for it, so concurrent retries also store one record. A failed first attempt
 * stores nothing: retrying it is what the key is for. Writes without the header are unaffected.
 */
export function registerIdempotency(app: FastifyInstance, db: PlatformDb): void {
  const store = createIdempotencyStore(db);
  const inFlight = new Map<string, Promise<void>>();
  const firstAttempts = new WeakMap<FastifyRequest, FirstAttempt>();

  const finish = (request: FastifyRequest) => {
    firstAttempts.get(request)?.settle();
    firstAttempts.delete(request);
  };

  app.addHook("preHandler", async (request, reply) => {
    const key = headerValue(request, IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !isWrite(request)) return undefined;
    if (!KEY.test(key)) throw platformError("PLT_ERR_IDEMPOTENCY_KEY_INVALID");
    const scope = scopeOf(request, key);
    const fingerprint = fingerprintOf(request);
    for (let pending = inFlight.get(scope); pending; pending = inFlight.get(scope)) await pending;

    // Claimed before the lookup awaits: a copy that arrives meanwhile waits for this one instead of looking too.
    let settle: () => void = () => undefined;
    const claim = new Promise<void>((resolve) => (settle = resolve));
    inFlight.set(scope, claim);
    const release = () => {
      if (inFlight.get(scope) === claim) inFlight.delete(scope);
      settle();
    };
    let stored: StoredAnswer | undefined;
    try {
      stored = await store.find(scope);
    } catch (error) {
      release();
      throw error;
    }
    if (stored) {
      // A replay writes nothing: the copies waiting behind it replay the same answer.
      release();
      if (stored.fingerprint !== fingerprint) throw platformError("PLT_ERR_IDEMPOTENCY_KEY_REUSED");
      reply.code(stored.status).headers(stored.headers).header(IDEMPOTENT_REPLAYED_HEADER, "true");
      return reply.send(stored.body);
    }
    firstAttempts.set(request, { scope, fingerprint, settle: release });
    return undefined;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const first = firstAttempts.get(request);
    const body = payloadBytes(payload);
    if (first && reply.statusCode >= 200 && reply.statusCode < 300 && body) {
      const headers = Object.fromEntries(
        REPLAYED_HEADERS.flatMap((name) => {
          const value = reply.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        }),
      );
      // Saved before the copies waiting for this attempt are let go, so they find it and replay it.
      await store.save(first.scope, { fingerprint: first.fingerprint, status: reply.statusCode, headers, body });
    }
    finish(request);
    return payload;
  });
  // A request that ends without an answer (the client went away) must not hold its copies back.
  app.addHook("onResponse", (request, _reply, done) => {
    finish(request);
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    finish(request);
    done();
  });
}
