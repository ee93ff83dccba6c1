import type { FastifyRequest } from "fastify";
import type { AccountStore, UserRecord } from "../queries/accountStore.js";
import { headerValue } from "./headerValue.js";
import { PlatformError } from "./PlatformError.js";

/** The user whose access token is in `Authorization: Bearer …`; 401 naming the header otherwise. */
export function requireUser(accounts: AccountStore, request: FastifyRequest): UserRecord {
  const header = headerValue(request, "authorization");
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new PlatformError(401, "Header 'Authorization' wajib berisi 'Bearer <access token>' dari layanan akun.", { field: "Authorization" });
  const user = accounts.userByToken(token);
  if (!user) throw new PlatformError(401, "Access token tidak dikenal atau sudah kedaluwarsa; masuk kembali lewat layanan akun.", { field: "Authorization" });
  return user;
}
