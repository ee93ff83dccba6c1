import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../lib/escapeMarkup.js";
import { catalogue } from "../../../schemas/catalogue/catalogue.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { SignInGuard } from "../http/createSignInGuard.js";
import { isLocalRequest } from "../../../schemas/hosts/isLocalRequest.js";
import { createAccountStore } from "../queries/accountStore.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { platformError } from "../errors/platformError.js";
import type { PlatformError } from "../http/PlatformError.js";

const PATH = `${catalogue.hosts.account.embeddedPath}login`;

interface SignInQuery {
  origin?: string;
  lmsId?: string;
  code?: string;
  token?: string;
}

/**
 * The account site's stand-in: a small sign-in page. It sends the visitor back only to the
 * `/CallbackAuth` of a host the platform knows (never an open redirect), with the one-time token
 * it was given and a new access token.
 */
export function accountSignInPage(app: FastifyInstance, db: PlatformDb, signIns: SignInGuard): void {
  const accounts = createAccountStore(db);
  const tenants = createTenantStore(db);

  function returnUrl(query: SignInQuery, servedHost: string, servedProtocol: string): URL | PlatformError {
    if (!query.lmsId || !tenants.byId(query.lmsId)) return platformError("PLT_ERR_SIGN_IN_SITE_UNKNOWN");
    if (!query.token || !/^[A-Za-z0-9_-]{8,128}$/.test(query.token)) return platformError("PLT_ERR_SIGN_IN_TOKEN_MISSING");
    let origin: URL;
    try {
      origin = new URL(query.origin ?? "");
    } catch {
      return platformError("PLT_ERR_SIGN_IN_ORIGIN_INVALID");
    }
    // Back only to the site this page is served on (the stand-in is embedded on each site's host):
    // the same host and port, a host of the very tenant named by lmsId, and its own scheme.
    if (
      !/^https?:$/.test(origin.protocol) ||
      origin.pathname !== "/CallbackAuth" ||
      tenants.byHost(origin.hostname)?.id !== query.lmsId ||
      origin.host !== servedHost ||
      origin.protocol !== `${servedProtocol}:`
    ) {
      return platformError("PLT_ERR_SIGN_IN_ORIGIN_FOREIGN");
    }
    return origin;
  }

  function page(request: FastifyRequest, reply: FastifyReply, query: SignInQuery, status: number, message?: string) {
    const tenant = query.lmsId ? tenants.byId(query.lmsId) : undefined;
    // The demo accounts and their shared password, for a developer on the local network only.
    const users = tenant && isLocalRequest(request) ? accounts.sampleUsers(tenant.id) : [];
    const hidden = (["origin", "lmsId", "code", "token"] as const)
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? "")}">`)
      .join("");
    const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masuk · Akun</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:32px;border-radius:16px;box-shadow:0 20px 50px -20px rgba(15,23,42,.3);width:min(420px,calc(100vw - 32px));box-sizing:border-box}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:999px;background:#1d4ed8;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
.error{background:#fee2e2;color:#991b1b;padding:10px 12px;border-radius:8px;font-size:14px}small{color:#64748b}ul{padding-left:18px;font-size:13px;color:#475569}</style></head>
<body><main><h1>Masuk ke ${escapeHtml(tenant?.title ?? "akun")}</h1>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ""}
<form method="post" action="${PATH}">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Kata sandi</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Masuk</button></form>
${users.length ? `<p><small>Akun contoh (kata sandi <code>Rahasia123!</code>):</small></p><ul>${users.map((u) => `<li>${escapeHtml(u.email)} — ${escapeHtml(u.name)} (jenis ${u.kind})</li>`).join("")}</ul>` : ""}
</main></body></html>`;
    return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  }

  app.get<{ Querystring: SignInQuery }>(PATH, (request, reply) => {
    const target = returnUrl(request.query, request.headers.host ?? "", request.protocol);
    return target instanceof URL ? page(request, reply, request.query, 200) : page(request, reply, request.query, target.statusCode, target.message);
  });

  app.post<{ Body: SignInQuery & { email?: string; password?: string } }>(PATH, (request, reply) => {
    const body = request.body ?? {};
    const target = returnUrl(body, request.headers.host ?? "", request.protocol);
    if (!(target instanceof URL)) return page(request, reply, body, target.statusCode, target.message);
    const attempt = {
      tenantId: body.lmsId!,
      email: String(body.email ?? "")
        .trim()
        .toLowerCase(),
    };
    const wait = signIns.waitSeconds(request, attempt);
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      const refused = platformError("PLT_ERR_TOO_MANY_SIGN_INS", { seconds: wait });
      return page(request, reply, body, refused.statusCode, refused.message);
    }
    const session = accounts.signIn(attempt.tenantId, attempt.email, String(body.password ?? ""), { demoAccounts: isLocalRequest(request) });
    signIns.record(request, attempt, session !== undefined);
    if (!session) {
      const wrong = platformError("PLT_ERR_WRONG_CREDENTIALS");
      return page(request, reply, body, wrong.statusCode, wrong.message);
    }
    target.searchParams.set("token", body.token!);
    // The access token in the fragment: it never reaches a server log, a proxy or a Referer.
    target.hash = new URLSearchParams({ accessToken: session.token }).toString();
    return reply.status(303).header("cache-control", "no-store").redirect(target.href);
  });
}
