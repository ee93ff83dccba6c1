import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PlatformDb } from "./PlatformDb.js";
import { createUploadStore } from "../queries/uploadStore.js";

export interface AdoptedUploads {
  /** Files whose bytes are now in the database. */
  readonly adopted: number;
  /** Uploads whose file this process does not have (another machine's DATA_DIR has it) or whose bytes no longer match. */
  readonly missing: readonly string[];
}

/**
 * Before migration 13 the drive kept an upload's bytes as a file under DATA_DIR/uploads, which only the
 * process beside that disk could serve. At start, each process copies the files it has into the database
 * (checked against the recorded SHA-256), so every process serves them. The files stay where they are:
 * nothing accepted is removed.
 */
export async function adoptUploadFiles(db: PlatformDb, dataDir: string): Promise<AdoptedUploads> {
  const uploads = createUploadStore(db);
  let adopted = 0;
  const missing: string[] = [];
  for (const file of await uploads.withoutBytes()) {
    const data = await readFile(join(dataDir, "uploads", file.storedPath)).catch(() => undefined);
    if (data && (await uploads.adopt(file, data))) adopted += 1;
    else missing.push(file.id);
  }
  return { adopted, missing };
}
