import { DEV_APP_TOKEN_KEY, encryptAppToken } from "../../engine/appToken/nodeCrypto.js";
import type { RunningPlatform } from "./startPlatform.js";

/**
 * A good AppToken for a platform started by the test: issued by its authorizer to the tenant's seeded app
 * client, encrypted with the development key as the site's server does (docs/app-token.md).
 */
export async function mintAppToken(platform: Pick<RunningPlatform, "inject">, tenant = "arunika"): Promise<string> {
  const answer = await platform.inject({
    method: "POST",
    url: "/_platform/authorizer/v1/authorizer/token/generate",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ id: `${tenant}-web`, secret: `${tenant}-rahasia-lokal` }),
  });
  if (answer.statusCode !== 200) throw new Error(`token/generate for ${tenant} answered ${answer.statusCode}: ${answer.body}`);
  return encryptAppToken(DEV_APP_TOKEN_KEY, (answer.json() as { data: { token: string } }).data.token);
}
