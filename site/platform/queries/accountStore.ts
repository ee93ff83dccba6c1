import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { FromSchema } from "json-schema-to-ts";
import type { userRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { FIRST_API_ID, nextId } from "./nextId.js";

/** Access tokens of the account host live this long. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** A user as the account calls answer it: the catalogue's `user` record (schemas/records). */
export type UserRecord = FromSchema<typeof userRecordSchema>;

interface UserRow {
  id: number;
  tenant_id: string;
  email: string;
  name: string;
  phone: string | null;
  kind: number;
  password_hash: string;
  school_id: number | null;
  school_name: string | null;
  created_at: string;
}

export interface SignupInput {
  readonly tenantId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly schoolId: number | null;
}

export interface SignInOptions {
  /**
   * Whether the seeded demo accounts (ids below FIRST_API_ID, whose password the seed makes public)
   * may sign in: for requests from the local network only (schemas/hosts/isLocalRequest.ts).
   */
  readonly demoAccounts: boolean;
  readonly now?: Date;
}

export interface AccountStore {
  signIn(
    tenantId: string,
    email: string,
    password: string,
    options: SignInOptions,
  ): Promise<{ token: string; expiresAt: string; user: UserRecord } | undefined>;
  userByToken(token: string, now?: Date): Promise<UserRecord | undefined>;
  /** Creates a student account (kind 4); with a school it also counts as a student of that school. */
  signupCoder(input: SignupInput): Promise<UserRecord | "email-taken">;
  /** A few accounts of a site, admins first: the sign-in page lists them to a developer on the local network. */
  sampleUsers(tenantId: string): Promise<{ email: string; name: string; kind: number }[]>;
}

/** Roles by user kind, in the platform's numbering; every brand has one seeded account of each kind. */
export const USER_KINDS = ["superadmin", "admin", "mentor", "teacher", "student", "industry", "writer", "lead_program", "partner", "lead_region"] as const;

const SCRYPT = { N: 1024, r: 8, p: 1 } as const;

/**
 * `scrypt$salt$hash`, scrypt with a small cost (the seed hashes ~70 passwords on every start). The salt is
 * derived from `salt` (the email), so the same account hashes the same way on every seeding.
 */
export function hashPassword(password: string, salt: string): string {
  const saltHex = createHash("sha256").update(salt).digest("hex").slice(0, 32);
  return `scrypt$${saltHex}$${scryptSync(password, saltHex, 32, SCRYPT).toString("hex")}`;
}

/** Whether `password` is the one `stored` (hashPassword's form) was made from; compared in constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || !/^[0-9a-f]{64}$/.test(hash)) return false;
  return timingSafeEqual(scryptSync(password, salt, 32, SCRYPT), Buffer.from(hash, "hex"));
}

const SELECT = `SELECT u.*, sc.name AS school_name FROM users u LEFT JOIN schools sc ON sc.id = u.school_id`;

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    kind: row.kind,
    role: USER_KINDS[row.kind] ?? "",
    schoolId: row.school_id,
    schoolName: row.school_name,
    createdAt: row.created_at,
  };
}

export function createAccountStore(db: PlatformDb): AccountStore {
  const byEmail = db.prepare<[string, string], UserRow>(`${SELECT} WHERE u.tenant_id = ? AND u.email = ?`);
  const byId = db.prepare<[number], UserRow>(`${SELECT} WHERE u.id = ?`);
  const byToken = db.prepare<[string, string], UserRow>(`${SELECT} JOIN access_tokens t ON t.user_id = u.id WHERE t.token = ? AND t.expires_at > ?`);
  const insertToken = db.prepare<[string, number, string]>("INSERT INTO access_tokens (token, user_id, expires_at) VALUES (?, ?, ?)");
  const purge = db.prepare<[string]>("DELETE FROM access_tokens WHERE expires_at <= ?");
  const insertUser = db.prepare(
    `INSERT INTO users (id, tenant_id, email, name, phone, kind, password_hash, school_id, created_at)
     VALUES (@id, @tenantId, @email, @name, @phone, 4, @hash, @schoolId, @createdAt)`,
  );
  const samples = db.prepare<[string], { email: string; name: string; kind: number }>(
    "SELECT email, name, kind FROM users WHERE tenant_id = ? ORDER BY kind, id LIMIT 10",
  );
  const insertStudent = db.prepare("INSERT INTO students (id, tenant_id, name, school_id) VALUES (@id, @tenantId, @name, @schoolId)");

  const signIn = db.transaction(async (tenantId: string, email: string, password: string, demoAccounts: boolean, now: Date) => {
    const row = await byEmail.get(tenantId, email.toLowerCase());
    if (!row || (row.id < FIRST_API_ID && !demoAccounts) || !verifyPassword(password, row.password_hash)) return undefined;
    await purge.run(now.toISOString());
    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString();
    await insertToken.run(token, row.id, expiresAt);
    return { token, expiresAt, user: toUser(row) };
  });

  const signup = db.transaction(async (input: SignupInput): Promise<UserRecord | "email-taken"> => {
    const email = input.email.toLowerCase();
    // Held to the end of the transaction: two sign-ups with one email never both pass the check.
    await db.lock(`signup:${input.tenantId}`);
    if (await byEmail.get(input.tenantId, email)) return "email-taken";
    const id = await nextId(db, "users");
    await insertUser.run({ ...input, id, email, hash: hashPassword(input.password, email), createdAt: new Date().toISOString() });
    if (input.schoolId !== null) {
      await insertStudent.run({ id: await nextId(db, "students"), tenantId: input.tenantId, name: input.name, schoolId: input.schoolId });
    }
    return toUser((await byId.get(id))!);
  });

  return {
    signIn: (tenantId, email, password, { demoAccounts, now = new Date() }) => signIn(tenantId, email, password, demoAccounts, now),
    async userByToken(token, now = new Date()) {
      const row = await byToken.get(token, now.toISOString());
      return row ? toUser(row) : undefined;
    },
    signupCoder: (input) => signup(input),
    sampleUsers: (tenantId) => samples.all(tenantId),
  };
}
