import { hashPassword, USER_KINDS } from "../queries/accountStore.js";
import { addDays } from "./addDays.js";
import type { CatalogueContext } from "./CatalogueContext.js";
import { SEED_PASSWORD, seedUserEmail } from "./seedUserEmail.js";

const TEAM_NAMES = ["Garuda", "Rajawali", "Cendrawasih", "Merak"] as const;

/** One account of every kind; teachers and school operators belong to a school. */
async function seedUsers({ s, brand, person }: CatalogueContext, schoolIds: readonly number[]): Promise<void> {
  const { tenant, idBase } = brand;
  for (const kind of USER_KINDS.keys()) {
    const id = idBase + kind + 1;
    const email = seedUserEmail(tenant.id, kind);
    // Hashing is the seed's slowest step (scrypt, ~2 ms each, at every start): an account seeded before keeps its
    // hash. The platform has no way to change a password, so that hash is still SEED_PASSWORD's.
    const passwordHash = (await s.userHash.get(id, email))?.password_hash ?? hashPassword(SEED_PASSWORD, email);
    await s.user.run({
      id,
      tenant_id: tenant.id,
      email,
      name: person(),
      phone: `0812${String(1000000 + ((idBase + kind) % 9000000)).padStart(7, "0")}`,
      kind,
      password_hash: passwordHash,
      school_id: kind === 3 || kind === 4 ? schoolIds[kind % schoolIds.length]! : null,
      created_at: `${addDays("2026-01-05", kind * 12)}T08:00:00+07:00`,
    });
  }
}

/** Four competition teams, each from one of the brand's schools. */
async function seedTeams({ s, brand, ids, person }: CatalogueContext, schoolIds: readonly number[]): Promise<void> {
  const { tenant, idBase } = brand;
  for (const [t, teamName] of TEAM_NAMES.entries()) {
    const schoolId = schoolIds[(t * 3) % schoolIds.length]!;
    const school = brand.schools.find((candidate) => ids.schools.get(candidate.slug) === schoolId)!;
    await s.team.run({
      id: idBase + t + 1,
      tenant_id: tenant.id,
      name: `Tim ${teamName} ${school.name.split(" ").slice(-1)[0]}`,
      leader_name: person(),
      email: `tim${t + 1}@${tenant.id}.contoh.id`,
      phone: `0813${String(2000000 + t).padStart(7, "0")}`,
      school_id: schoolId,
      members: [person(), person()].join(", "),
      route: t % 2 === 0 ? "team" : "auth",
      created_at: `${addDays("2026-02-02", t * 19)}T10:00:00+07:00`,
    });
  }
}

/** The site's app client: reads settings, and the catalogue when the brand has one. */
export async function seedAppClient({ s, brand }: Pick<CatalogueContext, "s" | "brand">, scopes: string): Promise<void> {
  const { tenant } = brand;
  await s.client.run({ id: `${tenant.id}-web`, tenant_id: tenant.id, secret: `${tenant.id}-rahasia-lokal`, scopes });
}

/** One account of every kind, the app client and the teams. */
export async function seedAccounts(context: CatalogueContext): Promise<void> {
  const schoolIds = [...context.ids.schools.values()];
  await seedUsers(context, schoolIds);
  await seedAppClient(context, "settings:read catalogue:read");
  await seedTeams(context, schoolIds);
}
