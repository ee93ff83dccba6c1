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
  createAppointment(input: AppointmentInput): number;
  /** Idempotent per site, email and day: a repeat answers the id already stored. */
  createDemoRequest(tenantId: string, email: string): number;
}

export function createSubmissionStore(db: PlatformDb): SubmissionStore {
  const appointment = db.prepare<[AppointmentInput]>(
    `INSERT INTO appointments (tenant_id, name, email, phone, institution, date, time, message)
     VALUES (@tenantId, @name, @email, @phone, @institution, @date, @time, @message)`,
  );
  const demo = db.prepare<[string, string]>("INSERT INTO demo_requests (tenant_id, email) VALUES (?, ?)");
  // Each write is its own transaction so a submission is stored whole or not at all.
  const createAppointment = db.transaction((input: AppointmentInput) => Number(appointment.run(input).lastInsertRowid));
  // The demo request is a GET, which browsers, crawlers and proxies may repeat: the same
  // email on the same day is the request already stored, so repeating it never adds a row.
  const sameDay = db.prepare<[string, string], { id: number }>(
    "SELECT id FROM demo_requests WHERE tenant_id = ? AND email = ? AND substr(created_at, 1, 10) = strftime('%Y-%m-%d', 'now') ORDER BY id LIMIT 1",
  );
  const createDemoRequest = db.transaction((tenantId: string, email: string) => {
    const normalized = email.trim().toLowerCase();
    return sameDay.get(tenantId, normalized)?.id ?? Number(demo.run(tenantId, normalized).lastInsertRowid);
  });
  return {
    createAppointment: (input) => createAppointment(input),
    createDemoRequest: (tenantId, email) => createDemoRequest(tenantId, email),
  };
}
