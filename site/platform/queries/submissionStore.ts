import type { PlatformDb } from "../db/PlatformDb.js";

export interface AppointmentInput {
  readonly tenantId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly institution: string | null;
  readonly date: string;
  readonly message: string | null;
}

export interface SubmissionStore {
  createAppointment(input: AppointmentInput): number;
  createDemoRequest(tenantId: string, email: string): number;
}

export function createSubmissionStore(db: PlatformDb): SubmissionStore {
  const appointment = db.prepare<[AppointmentInput]>(
    `INSERT INTO appointments (tenant_id, name, email, phone, institution, date, message)
     VALUES (@tenantId, @name, @email, @phone, @institution, @date, @message)`,
  );
  const demo = db.prepare<[string, string]>("INSERT INTO demo_requests (tenant_id, email) VALUES (?, ?)");
  // Each write is its own transaction so a submission is stored whole or not at all.
  const createAppointment = db.transaction((input: AppointmentInput) => Number(appointment.run(input).lastInsertRowid));
  const createDemoRequest = db.transaction((tenantId: string, email: string) => Number(demo.run(tenantId, email).lastInsertRowid));
  return {
    createAppointment: (input) => createAppointment(input),
    createDemoRequest: (tenantId, email) => createDemoRequest(tenantId, email),
  };
}
