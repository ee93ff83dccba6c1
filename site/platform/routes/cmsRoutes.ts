import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { headerValue } from "../http/headerValue.js";
import { originHost } from "../http/originHost.js";
import { readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { createSubmissionStore } from "../queries/submissionStore.js";
import { tenantSettings, type TenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";
import type { MediaUrls } from "../media/mediaUrl.js";

/** Site settings and the demo request: the calls of the CMS part of the main API. */
export function cmsRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, media: MediaUrls): void {
  const submissions = createSubmissionStore(db);

  // Settings are looked up before the site knows its lmsId, so they are keyed by the Origin host alone.
  registerCatalogueRoute(app, "settings.get", async ({ request }) => {
    const host = originHost(headerValue(request, "origin"));
    if (host === undefined) throw platformError("PLT_ERR_ORIGIN_MISSING");
    const tenant = await tenants.byHost(host);
    if (!tenant) throw platformError("PLT_ERR_HOST_UNKNOWN", { host });
    return answer("PLT_MSG_SETTINGS_FOUND", tenantSettings(tenant, media));
  });

  // A GET that stores: its catalogue entry requires AppToken and lmsId, so the tenant is the lmsId's, never an Origin's.
  registerCatalogueRoute(app, "cms.requestDemo", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const email = readString(params, "email") ?? "";
    return answer("PLT_MSG_DEMO_REQUESTED", { id: await submissions.createDemoRequest(tenant.id, email) });
  });
}
