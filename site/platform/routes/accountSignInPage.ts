import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { catalogue } from "../../../schemas/catalogue/catalogue.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { SignInGuard } from "../http/createSignInGuard.js";
import { isLocalRequest } from "../../../schemas/hosts/isLocalRequest.js";
import { createAccountStore } from "../queries/accountStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { platformError } from "../errors/platformError.js";
import type { SignInQuery } from "./SignInQuery.js";
import { signInPageHtml } from "./signInPageHtml.js";
import { signInReturnUrl } from "./signInReturnUrl.js";

const PATH = `${catalogue.hosts.account.embeddedPath}login`;

/**
 * The account site's stand-in: a small sign-in page. It sends the visitor back only to the
 * `/CallbackAuth` of a host the platform knows (never an open redirect), with the one-time token
 * it was given and a new access token.
 */
export function accountSignInPage(
  app: FastifyInstance,
  db: PlatformDb,
  tenants: TenantStore,
  signIns: SignInGuard,
  seeded: { readonly adminPasswordSet: boolean } = { adminPasswordSet: false },
): void {
  const accounts = createAccountStore(db);

  async function page(request: FastifyRequest, reply: FastifyReply, query: SignInQuery, status: number, message?: string) {
    const tenant = query.lmsId ? await tenants.byId(query.lmsId) : undefined;
    // The demo accounts and their shared password, for a developer on the local network only (isLocalRequest).
    const users = tenant && isLocalRequest(request) ? await accounts.sampleUsers(tenant.id) : [];
    const html = signInPageHtml({ title: tenant?.title, message, action: PATH, hidden: query, users, adminPasswordSet: seeded.adminPasswordSet });
    return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  }

  app.get<{ Querystring: SignInQuery }>(PATH, async (request, reply) => {
    const target = await signInReturnUrl(tenants, request.query, request.headers.host ?? "", request.protocol);
    return target instanceof URL ? page(request, reply, request.query, 200) : page(request, reply, request.query, target.statusCode, target.message);
  });

  app.post<{ Body: SignInQuery & { email?: string; password?: string } }>(PATH, async (request, reply) => {
    const body = request.body ?? {};
    const target = await signInReturnUrl(tenants, body, request.headers.host ?? "", request.protocol);
    if (!(target instanceof URL)) return page(request, reply, body, target.statusCode, target.message);
    const attempt = {
      tenantId: body.lmsId!,
      email: String(body.email ?? "")
        .trim()
        .toLowerCase(),
    };
    const wait = await signIns.waitSeconds(request, attempt);
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      const refused = platformError("PLT_ERR_TOO_MANY_SIGN_INS", { seconds: wait });
      return page(request, reply, body, refused.statusCode, refused.message);
    }
    const session = await accounts.signIn(attempt.tenantId, attempt.email, String(body.password ?? ""), { demoAccounts: isLocalRequest(request) });
    await signIns.record(request, attempt, session !== undefined);
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
