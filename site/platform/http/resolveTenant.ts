import type { FastifyRequest } from "fastify";
import type { TenantRow, TenantStore } from "../queries/tenantStore.js";
import { headerValue } from "./headerValue.js";
import { originHost } from "./originHost.js";
import { platformError } from "../errors/platformError.js";

/** The tenant a data call is for: the `lmsId` header, else the site whose host is the Origin's host. */
export async function resolveTenant(store: TenantStore, request: FastifyRequest): Promise<TenantRow> {
  const lmsId = headerValue(request, "lmsId");
  if (lmsId !== undefined) {
    const tenant = await store.byId(lmsId);
    if (!tenant) throw platformError("PLT_ERR_TENANT_UNKNOWN", { id: lmsId });
    return tenant;
  }
  const host = originHost(headerValue(request, "origin"));
  const tenant = host === undefined ? undefined : await store.byHost(host);
  if (!tenant) throw platformError("PLT_ERR_TENANT_MISSING");
  return tenant;
}
