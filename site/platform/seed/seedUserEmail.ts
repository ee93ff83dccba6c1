import { USER_KINDS } from "../queries/accountStore.js";

/** The password of every seeded account; the account host stand-in is for local use only. */
export const SEED_PASSWORD = "Rahasia123!";

/** The e-mail address of a site's seeded account of one kind (an index of USER_KINDS). */
export function seedUserEmail(tenantId: string, kind: number): string {
  return `${USER_KINDS[kind]!.replace("_", ".")}@${tenantId}.contoh.id`;
}
