import type { FastifyReply, FastifyRequest } from "fastify";
import { headerValue } from "./headerValue.js";
import { ERRORS, errorMessage } from "../errors/platformError.js";

/**
 * The gateway check of a Supabase-style table service: the `apikey` header must carry the anon key, or the
 * call answers 401 with the gateway's `{ message }` body (not the platform envelope). Returns whether the
 * request may go on.
 *
 * With no key configured (REMOTE_TABLES_ANON_KEY unset) every call passes, with or without a key: the
 * site's client sends its development default (DEV_REMOTE_TABLES_ANON_KEY) and tests send keys of their
 * own, and the embedded service must keep answering them all until a deployment names its key.
 */
export function requireApiKey(request: FastifyRequest, reply: FastifyReply, configuredKey: string | undefined): boolean {
  if (configuredKey === undefined) return true;
  const sent = headerValue(request, "apikey");
  if (sent === undefined) {
    void reply.code(401).send({ message: errorMessage("PLT_ERR_API_KEY_MISSING"), hint: ERRORS.PLT_ERR_API_KEY_MISSING.hint });
    return false;
  }
  if (sent !== configuredKey) {
    void reply.code(401).send({ message: errorMessage("PLT_ERR_API_KEY_INVALID"), hint: ERRORS.PLT_ERR_API_KEY_INVALID.hint });
    return false;
  }
  return true;
}
