import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { success } from "../http/envelope.js";
import { headerValue } from "../http/headerValue.js";
import { originHost } from "../http/originHost.js";
import { PlatformError } from "../http/PlatformError.js";
import { readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { createTenantStore, type TenantStore } from "../queries/tenantStore.js";

/** Drive limits: 2 MB per file, images and PDF only (the catalogue's enum names the same types). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
const EXTENSIONS: Readonly<Record<string, string>> = { "image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp", "application/pdf": ".pdf" };
/** Magic numbers: the bytes must be what the declared type says. */
const MAGIC: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  "application/pdf": (b) => b.subarray(0, 5).toString("latin1") === "%PDF-",
};

/** The tenant when the caller names one (lmsId or a known Origin); mail and uploads also work without. */
function optionalTenant(tenants: TenantStore, request: FastifyRequest): string | null {
  const lmsId = headerValue(request, "lmsId");
  if (lmsId) return tenants.byId(lmsId)?.id ?? null;
  const host = originHost(headerValue(request, "origin"));
  return host ? tenants.byHost(host)?.id ?? null : null;
}

/** The mailer (an outbox table) and the drive (files under DATA_DIR/uploads). */
export function serviceRoutes(app: FastifyInstance, db: PlatformDb, dataDir: string): void {
  const tenants = createTenantStore(db);

  const queue = db.prepare<[string | null, string, string, string, string]>(
    "INSERT INTO mail_outbox (tenant_id, to_address, subject, body, template) VALUES (?, ?, ?, ?, ?)",
  );
  registerCatalogueRoute(app, "mailer.notify", ({ request, reply, params }) => {
    const id = db.transaction(() =>
      Number(
        queue.run(optionalTenant(tenants, request), readString(params, "to") ?? "", readString(params, "subject") ?? "", readString(params, "message") ?? "", readString(params, "template") ?? "general").lastInsertRowid,
      ),
    )();
    reply.code(201);
    return success("Notifikasi masuk antrean", { id, status: "queued" });
  });

  const uploadDir = join(dataDir, "uploads");
  const insert = db.prepare(
    `INSERT INTO uploads (id, tenant_id, file_name, content_type, size, sha256, stored_path)
     VALUES (@id, @tenant, @fileName, @contentType, @size, @sha256, @storedPath)`,
  );
  registerCatalogueRoute(
    app,
    "drive.upload",
    ({ request, reply, params }) => {
      const contentType = readString(params, "contentType") ?? "";
      const data = Buffer.from(readString(params, "data") ?? "", "base64");
      if (data.length > UPLOAD_MAX_BYTES) {
        throw new PlatformError(413, `Kolom 'data' berisi berkas ${data.length} byte; seharusnya paling besar ${UPLOAD_MAX_BYTES} byte (2 MB).`, { field: "data" });
      }
      if (!MAGIC[contentType]?.(data)) {
        throw new PlatformError(400, `Kolom 'data' bukan berkas ${contentType}; isi berkas harus sesuai 'contentType'.`, { field: "data" });
      }
      const id = randomUUID();
      const storedPath = `${id}${EXTENSIONS[contentType]}`;
      const row = { id, tenant: optionalTenant(tenants, request), fileName: readString(params, "fileName") ?? "", contentType, size: data.length, sha256: createHash("sha256").update(data).digest("hex"), storedPath };
      mkdirSync(uploadDir, { recursive: true });
      // The row commits only after the file is on disk, so a listed upload always has its bytes.
      writeFileSync(join(uploadDir, storedPath), data, { flag: "wx" });
      db.transaction(() => insert.run(row))();
      reply.code(201);
      return success("Berkas berhasil diunggah", { id, fileName: row.fileName, contentType, size: row.size, sha256: row.sha256 });
    },
    { bodyLimit: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024 },
  );
}
