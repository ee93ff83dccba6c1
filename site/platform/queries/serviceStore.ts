import type { PlatformDb } from "../db/PlatformDb.js";

export interface MailInput {
  readonly tenantId: string | null;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly template: string;
}

export interface ServiceStore {
  /** Queues a notification in the outbox; answers its id. */
  queueMail(input: MailInput): Promise<number>;
  /** Records a visitor's event (a page view, a click) for the statistics. */
  recordEvent(tenantId: string, event: string, path: string, refId: number | null): Promise<number>;
  /** The code-runner's language extensions. */
  extensions(): Promise<unknown[]>;
  /** Whether the database answers at all: the health probe fails when the file is gone or locked, not only the process. */
  alive(): Promise<boolean>;
}

/** The services' rows: the mailer's outbox, statistics events, extensions (the drive's uploads: uploadStore). */
export function createServiceStore(db: PlatformDb): ServiceStore {
  const mail = db.prepare<[string | null, string, string, string, string], { id: number }>(
    "INSERT INTO mail_outbox (tenant_id, to_address, subject, body, template) VALUES (?, ?, ?, ?, ?) RETURNING id",
  );
  const event = db.prepare<[string, string, string, number | null], { id: number }>(
    "INSERT INTO statistics_events (tenant_id, event, path, ref_id) VALUES (?, ?, ?, ?) RETURNING id",
  );
  const extensions = db.prepare('SELECT id, slug, name, language, version, file_extension AS "fileExtension" FROM extensions ORDER BY id');
  const probe = db.prepare<[], { ok: number }>("SELECT 1 AS ok");
  // Each write is a single INSERT, so a row is stored whole or not at all on its own.
  return {
    queueMail: async (input) => (await mail.get(input.tenantId, input.to, input.subject, input.body, input.template))!.id,
    recordEvent: async (tenantId, name, path, refId) => (await event.get(tenantId, name, path, refId))!.id,
    extensions: () => extensions.all(),
    alive: async () => (await probe.get())?.ok === 1,
  };
}
