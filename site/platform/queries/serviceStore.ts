import type { PlatformDb } from "../db/PlatformDb.js";

export interface MailInput {
  readonly tenantId: string | null;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly template: string;
}

export interface UploadRow {
  readonly id: string;
  readonly tenant: string | null;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
  /** The file's name under DATA_DIR/uploads. */
  readonly storedPath: string;
}

export interface ServiceStore {
  /** Queues a notification in the outbox; answers its id. */
  queueMail(input: MailInput): number;
  recordUpload(row: UploadRow): void;
  /** Records a visitor's event (a page view, a click) for the statistics. */
  recordEvent(tenantId: string, event: string, path: string, refId: number | null): number;
  /** The code-runner's language extensions. */
  extensions(): unknown[];
  /** Whether the database answers at all: the health probe fails when the file is gone or locked, not only the process. */
  alive(): boolean;
}

/** The services' rows: the mailer's outbox, the drive's uploads, statistics events, extensions. */
export function createServiceStore(db: PlatformDb): ServiceStore {
  const mail = db.prepare<[string | null, string, string, string, string]>(
    "INSERT INTO mail_outbox (tenant_id, to_address, subject, body, template) VALUES (?, ?, ?, ?, ?)",
  );
  const upload = db.prepare<[UploadRow]>(
    `INSERT INTO uploads (id, tenant_id, file_name, content_type, size, sha256, stored_path)
     VALUES (@id, @tenant, @fileName, @contentType, @size, @sha256, @storedPath)`,
  );
  const event = db.prepare<[string, string, string, number | null]>("INSERT INTO statistics_events (tenant_id, event, path, ref_id) VALUES (?, ?, ?, ?)");
  const extensions = db.prepare("SELECT id, slug, name, language, version, file_extension AS fileExtension FROM extensions ORDER BY id");
  const probe = db.prepare<[], { ok: number }>("SELECT 1 AS ok");
  // Each write is its own transaction, so a row is stored whole or not at all.
  const queueMail = db.transaction((input: MailInput) => Number(mail.run(input.tenantId, input.to, input.subject, input.body, input.template).lastInsertRowid));
  const recordUpload = db.transaction((row: UploadRow) => void upload.run(row));
  const recordEvent = db.transaction((tenantId: string, name: string, path: string, refId: number | null) =>
    Number(event.run(tenantId, name, path, refId).lastInsertRowid),
  );
  return {
    queueMail: (input) => queueMail(input),
    recordUpload: (row) => recordUpload(row),
    recordEvent: (tenantId, name, path, refId) => recordEvent(tenantId, name, path, refId),
    extensions: () => extensions.all(),
    alive: () => probe.get()?.ok === 1,
  };
}
