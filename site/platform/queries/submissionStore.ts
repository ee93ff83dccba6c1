import type { PlatformDb } from "../db/PlatformDb.js";

export interface AppointmentInput {
  readonly tenantId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly institution: string | null;
  readonly date: string;
  /** HH:MM, Asia/Jakarta. */
  readonly time: string;
  readonly message: string | null;
}

export interface SubmissionStore {
  createAppointment(input: AppointmentInput): Promise<number>;
  /** Idempotent per site, email and day: a repeat answers the id already stored. */
  createDemoRequest(tenantId: string, email: string): Promise<number>;
}

export function createSubmissionStore(db: PlatformDb): SubmissionStore {
  const appointment = db.prepare<[AppointmentInput], { id: number }>(
    `INSERT INTO appointments (tenant_id, name, email, phone, institution, date, time, message)
     VALUES (@tenantId, @name, @email, @phone, @institution, @date, @time, @message) RETURNING id`,
  );
  const demo = db.prepare<[string, string], { id: number }>("INSERT INTO demo_requests (tenant_id, email) VALUES (?, ?) RETURNING id");
  // The demo request is a GET, which browsers, crawlers and proxies may repeat: the same
  // email on the same day is the request already stored, so repeating it never adds a row.
  const sameDay = db.prepare<[string, string, string], { id: number }>(
    "SELECT id FROM demo_requests WHERE tenant_id = ? AND email = ? AND substr(created_at, 1, 10) = ? ORDER BY id LIMIT 1",
  );
  // A single INSERT is stored whole or not at all on its own.
  const createAppointment = async (input: AppointmentInput) => (await appointment.get(input))!.id;
  const createDemoRequest = db.transaction(async (tenantId: string, email: string) => {
    const normalized = email.trim().toLowerCase();
    await db.lock(`demo:${tenantId}`);
    // The day of created_at: UTC, as the column's default writes it.
    const today = new Date().toISOString().slice(0, 10);
    return (await sameDay.get(tenantId, normalized, today))?.id ?? (await demo.get(tenantId, normalized))!.id;
  });
  return { createAppointment, createDemoRequest };
}
