import { platformError } from "../errors/platformError.js";
import type { PlatformError } from "../http/PlatformError.js";
import type { TenantStore } from "../queries/tenantStore.js";
import type { SignInQuery } from "./SignInQuery.js";

/**
 * Where a sign-in goes back to: only the `/CallbackAuth` of a host the platform knows (never an open redirect),
 * with a one-time token; else the refusal the page shows.
 */
export async function signInReturnUrl(tenants: TenantStore, query: SignInQuery, servedHost: string, servedProtocol: string): Promise<URL | PlatformError> {
  if (!query.lmsId || !(await tenants.byId(query.lmsId))) return platformError("PLT_ERR_SIGN_IN_SITE_UNKNOWN");
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
    (await tenants.byHost(origin.hostname))?.id !== query.lmsId ||
    origin.host !== servedHost ||
    origin.protocol !== `${servedProtocol}:`
  ) {
    return platformError("PLT_ERR_SIGN_IN_ORIGIN_FOREIGN");
  }
  return origin;
}
