import { inject } from "vitest";
import { queryPlatformDb } from "./withPlatformDb.js";

// The rows the platform stores for a registration, read from its database as the tests' oracle.
const dataDir = inject("serverDataDir");

export const rows = <T>(sql: string, ...values: unknown[]): T[] => queryPlatformDb<T>(dataDir, sql, ...values);

export interface TeamRow {
  tenant_id: string;
  name: string;
  leader_name: string;
  email: string;
  phone: string;
  school_id: number;
  members: string | null;
  route: string;
}
export const teamsNamed = (name: string) =>
  rows<TeamRow>("SELECT tenant_id, name, leader_name, email, phone, school_id, members, route FROM teams WHERE name = ?", name);

export interface UserRow {
  tenant_id: string;
  name: string;
  email: string;
  phone: string;
  kind: number;
  school_id: number | null;
}
export const usersWithEmail = (email: string) => rows<UserRow>("SELECT tenant_id, name, email, phone, kind, school_id FROM users WHERE email = ?", email);

export interface MailRow {
  tenant_id: string | null;
  subject: string;
  body: string;
  template: string;
}
export const mailTo = (address: string) => rows<MailRow>("SELECT tenant_id, subject, body, template FROM mail_outbox WHERE to_address = ?", address);
