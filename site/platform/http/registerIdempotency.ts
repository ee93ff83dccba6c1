import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { createIdempotencyStore } from "../queries/idempotencyStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { originHost } from "./originHost.js";
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
}

/** How often a copy looks again while another send of its key runs: soon at first, then less often. */
const POLL_MS = [10, 20, 40, 80, 160, 250];

/**
 * The site a write is for, as the platform resolves it (the `lmsId` header, else the Origin's host), the
 * endpoint and the client's key: the same write is one scope whichever header named its site. A site the
 * platform does not know keeps the header's own value (the route refuses the write anyway).
 */
async function scopeOf(tenants: TenantStore, request: FastifyRequest, key: string): Promise<string> {
  const lmsId = headerValue(request, "lmsid");
  const origin = headerValue(request, "origin");
  const host = originHost(origin);
  const tenant = lmsId !== undefined ? await tenants.idOf({ id: lmsId }) : host !== undefined ? await tenants.idOf({ host }) : undefined;
  const site = tenant ?? lmsId ?? origin ?? request.hostname;
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
 * Writes sent with an `Idempotency-Key` header happen once, whichever platform process gets them. The
 * first send claims its key in the database; its successful answer is stored there and replayed, with
 * `Idempotent-Replayed: true`, to every later send of the same request; a send under the same key with a
 * different body is refused (422). Copies that arrive while the first runs (on any process) wait for its
 * answer. A failed first attempt gives its claim up: retrying it is what the key is for; one whose process
 * died is taken over after ABANDONED_CLAIM_MS. Writes without the header are unaffected.
 */
export function registerIdempotency(app: FastifyInstance, db: PlatformDb, tenants: TenantStore): void {
  const store = createIdempotencyStore(db);
  const firstAttempts = new WeakMap<FastifyRequest, FirstAttempt>();

  /** Gives up the claim of a first attempt that ends without a stored answer. */
  const release = async (request: FastifyRequest) => {
    const first = firstAttempts.get(request);
    if (!first) return;
    firstAttempts.delete(request);
    await store.release(first.scope);
  };

  app.addHook("preHandler", async (request, reply) => {
    const key = headerValue(request, IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !isWrite(request)) return undefined;
    if (!KEY.test(key)) throw platformError("PLT_ERR_IDEMPOTENCY_KEY_INVALID");
    const scope = await scopeOf(tenants, request, key);
    const fingerprint = fingerprintOf(request);
    for (let attempt = 0; ; attempt++) {
      const claim = await store.claim(scope, fingerprint);
      if (claim.kind === "claimed") {
        firstAttempts.set(request, { scope, fingerprint });
        return undefined;
      }
      const found = claim.kind === "answered" ? claim.answer.fingerprint : claim.fingerprint;
      if (found !== fingerprint) throw platformError("PLT_ERR_IDEMPOTENCY_KEY_REUSED");
      if (claim.kind === "answered") {
        const { status, headers, body } = claim.answer;
        reply.code(status).headers(headers).header(IDEMPOTENT_REPLAYED_HEADER, "true");
        return reply.send(body);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS[Math.min(attempt, POLL_MS.length - 1)]));
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const first = firstAttempts.get(request);
    if (!first) return payload;
    const body = payloadBytes(payload);
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !body) {
      await release(request);
      return payload;
    }
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => {
        const value = reply.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      }),
    );
    firstAttempts.delete(request);
    try {
      await store.answer(first.scope, { fingerprint: first.fingerprint, status: reply.statusCode, headers, body });
    } catch (error) {
      // The write is done and this answer says so; a copy waits until the claim counts as abandoned, then runs again.
      request.log.error({ err: error }, "idempotent answer not stored");
    }
    return payload;
  });
  // A request that ends without an answer (the client went away) must not hold its copies back.
  const releaseLogged = (request: FastifyRequest) =>
    void release(request).catch((error: unknown) => request.log.error({ err: error }, "idempotency claim not released"));
  app.addHook("onResponse", (request, _reply, done) => {
    releaseLogged(request);
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    releaseLogged(request);
    done();
  });
}
