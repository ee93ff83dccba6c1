import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { headerValue } from "../http/headerValue.js";
import { originHost } from "../http/originHost.js";
import { readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { driveUploadRoute } from "./driveUploadRoute.js";
import { driveFileRoute } from "./driveFileRoute.js";
import { createUploadStore } from "../queries/uploadStore.js";
import { catalogue } from "../catalogue/catalogue.js";
import { answer } from "../errors/platformError.js";
import { createServiceStore } from "../queries/serviceStore.js";

/** The tenant when the caller names one (lmsId or a known Origin); mail and uploads also work without. */
async function optionalTenant(tenants: TenantStore, request: FastifyRequest): Promise<string | null> {
  const lmsId = headerValue(request, "lmsId");
  if (lmsId) return (await tenants.byId(lmsId))?.id ?? null;
  const host = originHost(headerValue(request, "origin"));
  return host ? ((await tenants.byHost(host))?.id ?? null) : null;
}

/** The drive's files, on the drive host: GET v1/file/{id}. */
const FILE_PATH = `${catalogue.hosts.drive.embeddedPath}v1/file/`;

/** The mailer (an outbox table) and the drive (uploads and their bytes in the database: driveUploadRoute, driveFileRoute). */
export function serviceRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore): void {
  const services = createServiceStore(db);
  registerCatalogueRoute(app, "mailer.notify", async ({ request, reply, params }) => {
    const id = await services.queueMail({
      tenantId: await optionalTenant(tenants, request),
      to: readString(params, "to") ?? "",
      subject: readString(params, "subject") ?? "",
      body: readString(params, "message") ?? "",
      template: readString(params, "template") ?? "general",
    });
    reply.code(201);
    return answer("PLT_MSG_NOTIFICATION_QUEUED", { id, status: "queued" });
  });

  const uploads = createUploadStore(db);
  const tenantOf = (request: FastifyRequest) => optionalTenant(tenants, request);
  driveUploadRoute(app, uploads, tenantOf, (id) => FILE_PATH + id);
  driveFileRoute(app, uploads, tenantOf, `${FILE_PATH}:id`);
}
