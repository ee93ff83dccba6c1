import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { SignInGuard } from "../http/createSignInGuard.js";
import { isLocalRequest } from "../../../schemas/hosts/isLocalRequest.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { requireUser } from "../http/requireUser.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { createAccountStore } from "../queries/accountStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";
import { createSchoolStore } from "../queries/schoolStore.js";
import { createTeamStore } from "../queries/teamStore.js";

/** Coder sign-up, team registration (both routes), the account host stand-in and v1/user/me. */
export function accountRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, signIns: SignInGuard): void {
  const accounts = createAccountStore(db);
  const schools = createSchoolStore(db);
  const teams = createTeamStore(db);

  registerCatalogueRoute(app, "auth.signup.coder", async ({ request, reply, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const schoolId = readInteger(params, "schoolId") ?? null;
    if (schoolId !== null && !(await schools.school(tenant.id, schoolId))) {
      throw platformError("PLT_ERR_SCHOOL_NOT_LISTED", { id: schoolId });
    }
    const user = await accounts.signupCoder({
      tenantId: tenant.id,
      name: readString(params, "name") ?? "",
      email: readString(params, "email") ?? "",
      phone: readString(params, "phone") ?? "",
      password: readString(params, "password") ?? "",
      schoolId,
    });
    if (user === "email-taken") throw platformError("PLT_ERR_EMAIL_TAKEN");
    reply.code(201);
    return answer("PLT_MSG_CODER_SIGNED_UP", user);
  });

  for (const [entryId, route] of [
    ["team.register", "team"],
    ["auth.team.register", "auth"],
  ] as const) {
    registerCatalogueRoute(app, entryId, async ({ request, reply, params }) => {
      const tenant = await resolveTenant(tenants, request);
      const schoolId = readInteger(params, "schoolId") ?? 0;
      const school = await schools.school(tenant.id, schoolId);
      if (!school) throw platformError("PLT_ERR_SCHOOL_NOT_LISTED", { id: schoolId });
      const name = readString(params, "teamName") ?? "";
      const id = await teams.register({
        tenantId: tenant.id,
        name,
        leaderName: readString(params, "leaderName") ?? "",
        email: (readString(params, "email") ?? "").toLowerCase(),
        phone: readString(params, "phone") ?? "",
        schoolId,
        members: readString(params, "members") ?? null,
        route,
        createdAt: new Date().toISOString(),
      });
      if (id === undefined) throw platformError("PLT_ERR_TEAM_NAME_TAKEN", { name });
      reply.code(201);
      return answer("PLT_MSG_TEAM_REGISTERED", { id, teamName: name, school: school.name });
    });
  }

  registerCatalogueRoute(app, "account.generateToken", async ({ request, reply, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const attempt = { tenantId: tenant.id, email: readString(params, "email") ?? "" };
    const wait = await signIns.waitSeconds(request, attempt);
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      throw platformError("PLT_ERR_TOO_MANY_SIGN_INS", { seconds: wait });
    }
    const session = await accounts.signIn(tenant.id, attempt.email, readString(params, "password") ?? "", { demoAccounts: isLocalRequest(request) });
    await signIns.record(request, attempt, session !== undefined);
    if (!session) throw platformError("PLT_ERR_WRONG_CREDENTIALS");
    return answer("PLT_MSG_SIGNED_IN", { token: session.token, expiresAt: session.expiresAt, user: session.user });
  });

  registerCatalogueRoute(app, "account.userDetail", async ({ request }) => answer("PLT_MSG_USER_FOUND", await requireUser(accounts, request)));
  registerCatalogueRoute(app, "user.me", async ({ request }) => answer("PLT_MSG_USER_FOUND", await requireUser(accounts, request)));
}
