import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ACCESS_TOKEN_COOKIE,
  cookieValue,
  clearedSessionCookies,
  isWellFormedAccessToken,
  SESSION_MESSAGES,
  SESSION_PATH,
  sessionSetCookies,
  SIGNED_IN_COOKIE,
  SIGN_IN_STATE_COOKIE,
  signInStateCookie,
} from "../../engine/index.js";

/**
 * Only this site's own pages may use the session: browsers say where a request comes from in
 * `Sec-Fetch-Site`, older ones in `Origin`. A write with neither is refused; a read with neither
 * (a plain client) cannot be a cross-site page reading the answer, which the browser would block.
 */
function isSameOrigin(request: FastifyRequest, write: boolean): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return !write;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ status: false, message });
}

/** Every answer of the endpoint is about one visitor: no cache may keep it. */
const noStore = { onSend: async (_request: FastifyRequest, reply: FastifyReply) => void reply.header("cache-control", "no-store") };

/**
 * The access token cookie is set here, by the server, HttpOnly: the browser posts the token it got
 * back from the account site, and reads it back (same-origin only) when it needs a bearer header.
 */
export function sessionRoute(app: FastifyInstance): void {
  const secure = (request: FastifyRequest) => request.protocol === "https";
  const cookies = (request: FastifyRequest) => (typeof request.headers.cookie === "string" ? request.headers.cookie : undefined);
  const newMarker = () => randomBytes(9).toString("base64url");

  app.post<{ Body: unknown }>(SESSION_PATH, noStore, async (request, reply) => {
    if (!isSameOrigin(request, true)) return refuse(reply, 403, SESSION_MESSAGES.crossSite);
    const body = typeof request.body === "object" && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const expected = cookieValue(cookies(request), SIGN_IN_STATE_COOKIE);
    if (!expected || body.token !== expected) return refuse(reply, 400, SESSION_MESSAGES.roundTrip);
    if (!isWellFormedAccessToken(body.accessToken)) return refuse(reply, 400, SESSION_MESSAGES.token);
    reply.header("set-cookie", [...sessionSetCookies(body.accessToken, newMarker(), secure(request)), signInStateCookie("", secure(request))]);
    return { status: true, message: "Sesi disimpan" };
  });

  app.get(SESSION_PATH, noStore, async (request, reply) => {
    if (!isSameOrigin(request, false)) return refuse(reply, 403, SESSION_MESSAGES.crossSite);
    const accessToken = cookieValue(cookies(request), ACCESS_TOKEN_COOKIE);
    // A token kept before it was HttpOnly (written by the page itself) is set again the new way.
    if (accessToken && !cookieValue(cookies(request), SIGNED_IN_COOKIE) && isWellFormedAccessToken(accessToken)) {
      reply.header("set-cookie", sessionSetCookies(accessToken, newMarker(), secure(request)));
    }
    return { accessToken: accessToken ?? null };
  });

  app.delete(SESSION_PATH, noStore, async (request, reply) => {
    if (!isSameOrigin(request, true)) return refuse(reply, 403, SESSION_MESSAGES.crossSite);
    reply.header("set-cookie", clearedSessionCookies(secure(request)));
    return { status: true, message: "Sesi diakhiri" };
  });
}
