/** Spec §6: user kind number → sidebar role. */
export const ROLES = ["superadmin", "admin", "mentor", "teacher", "student", "industry", "writer", "lead_program", "partner", "lead_region"] as const;
export type Role = (typeof ROLES)[number];

export function roleForKind(kind: unknown): Role | undefined {
  const n = typeof kind === "string" && /^\d+$/.test(kind.trim()) ? Number(kind) : kind;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < ROLES.length ? ROLES[n] : undefined;
}
