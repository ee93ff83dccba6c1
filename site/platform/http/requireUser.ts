import type { FastifyRequest } from "fastify";
import type { AccountStore, UserRecord } from "../queries/accountStore.js";
import { headerValue } from "./headerValue.js";
import { platformError } from "../errors/platformError.js";

/** The user whose access token is in `Authorization: Bearer …`; 401 naming the header otherwise. */
export async function requireUser(accounts: AccountStore, request: FastifyRequest): Promise<UserRecord> {
  const header = headerValue(request, "authorization");
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw platformError("PLT_ERR_AUTHORIZATION_MISSING");
  const user = await accounts.userByToken(token);
  if (!user) throw platformError("PLT_ERR_ACCESS_TOKEN_UNKNOWN");
  return user;
}
