import type { PlatformDb } from "../db/PlatformDb.js";
import { nextId } from "./nextId.js";

export interface TeamInput {
  readonly tenantId: string;
  readonly name: string;
  readonly leaderName: string;
  readonly email: string;
  readonly phone: string;
  readonly schoolId: number;
  readonly members: string | null;
  /** Which of the two registration calls it came through (`team` or `auth`). */
  readonly route: string;
  readonly createdAt: string;
}

export interface TeamStore {
  /** The new team's id; undefined when the site already has a team of that name (in any letter case). */
  register(input: TeamInput): Promise<number | undefined>;
}

export function createTeamStore(db: PlatformDb): TeamStore {
  const byName = db.prepare<[string, string], { id: number }>("SELECT id FROM teams WHERE tenant_id = ? AND lower(name) = lower(?)");
  const insert = db.prepare(
    `INSERT INTO teams (id, tenant_id, name, leader_name, email, phone, school_id, members, route, created_at)
     VALUES (@id, @tenantId, @name, @leaderName, @email, @phone, @schoolId, @members, @route, @createdAt)`,
  );
  const register = db.transaction(async (input: TeamInput) => {
    // Held to the end of the transaction: two teams of one name never both pass the check.
    await db.lock(`team:${input.tenantId}`);
    if (await byName.get(input.tenantId, input.name)) return undefined;
    const id = await nextId(db, "teams");
    await insert.run({ ...input, id });
    return id;
  });
  return { register: (input) => register(input) };
}
