import { createHash } from "node:crypto";
import type { PlatformDb } from "../db/PlatformDb.js";

export interface UploadRow {
  readonly id: string;
  readonly tenant: string | null;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
}

/** A stored upload with its bytes, as the drive serves it. */
export interface StoredUpload extends UploadRow {
  readonly data: Buffer;
}

/** An upload stored before its bytes were kept in the database: its file's name under DATA_DIR/uploads. */
export interface UploadFile {
  readonly id: string;
  readonly sha256: string;
  readonly storedPath: string;
}

/**
 * The drive's uploads: a row in `uploads` and its bytes in `upload_bytes`, written together, so that
 * every platform process on the database serves every upload.
 */
export interface UploadStore {
  record(row: UploadRow, data: Buffer): Promise<void>;
  /** The upload `id` with its bytes; undefined when there is none, or it belongs to a site other than `tenant`. */
  find(id: string, tenant: string | null): Promise<StoredUpload | undefined>;
  /** Uploads whose bytes are still only in a file (stored before migration 13). */
  withoutBytes(): Promise<UploadFile[]>;
  /** Keeps the bytes of an upload stored as a file, once its content is checked against the recorded hash. */
  adopt(file: UploadFile, data: Buffer): Promise<boolean>;
}

export function createUploadStore(db: PlatformDb): UploadStore {
  // stored_path is '' for uploads whose bytes are in upload_bytes: there is no file to name.
  const insert = db.prepare<[UploadRow]>(
    `INSERT INTO uploads (id, tenant_id, file_name, content_type, size, sha256, stored_path)
     VALUES (@id, @tenant, @fileName, @contentType, @size, @sha256, '')`,
  );
  const insertBytes = db.prepare<[string, Buffer]>("INSERT INTO upload_bytes (upload_id, data) VALUES (?, ?) ON CONFLICT (upload_id) DO NOTHING");
  const select = db.prepare<[{ id: string; tenant: string | null }], StoredUpload>(
    `SELECT u.id, u.tenant_id AS tenant, u.file_name AS "fileName", u.content_type AS "contentType", u.size, u.sha256, b.data
     FROM uploads u JOIN upload_bytes b ON b.upload_id = u.id
     WHERE u.id = @id AND (u.tenant_id IS NULL OR CAST(@tenant AS TEXT) IS NULL OR u.tenant_id = @tenant)`,
  );
  const filesOnly = db.prepare<[], UploadFile>(
    `SELECT u.id, u.sha256, u.stored_path AS "storedPath" FROM uploads u
     WHERE u.stored_path <> '' AND NOT EXISTS (SELECT 1 FROM upload_bytes b WHERE b.upload_id = u.id) ORDER BY u.id`,
  );
  const record = db.transaction(async (row: UploadRow, data: Buffer) => {
    await insert.run(row);
    await insertBytes.run(row.id, data);
  });
  return {
    record,
    find: (id, tenant) => select.get({ id, tenant }),
    withoutBytes: () => filesOnly.all(),
    async adopt(file, data) {
      if (createHash("sha256").update(data).digest("hex") !== file.sha256) return false;
      await insertBytes.run(file.id, data);
      return true;
    },
  };
}
