/** User kind number → sidebar role; any other number gives no role. */
export const ROLES = ["superadmin", "admin", "mentor", "teacher", "student", "industry", "writer", "lead_program", "partner", "lead_region"] as const;
export type Role = (typeof ROLES)[number];

export function roleForKind(kind: unknown): Role | undefined {
  const n = typeof kind === "string" && /^\d+$/.test(kind.trim()) ? Number(kind) : kind;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < ROLES.length ? ROLES[n] : undefined;
}

/** Local-storage key of the sidebar role. */
export const ROLE_STORAGE_KEY = "role";

/** The role is kept in local storage as the user kind, unless a type argument is passed. */
export function storedRoleValue(kind: unknown, type?: string | null): string | undefined {
  if (type) return type;
  return roleForKind(kind) === undefined ? undefined : String(kind);
}
