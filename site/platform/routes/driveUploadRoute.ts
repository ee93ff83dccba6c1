import { createHash, randomUUID } from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { embeddedUrl, findCatalogueEntry } from "../catalogue/catalogue.js";
import type { UploadStore } from "../queries/uploadStore.js";
import { platformErrorHandler } from "../http/platformErrorHandler.js";
import type { PlatformError } from "../http/PlatformError.js";
import { compileParamsValidator } from "../validation/compileParamsValidator.js";
import { answer, platformError } from "../errors/platformError.js";
import { isRecord } from "../lib/isRecord.js";

/** Drive limits: 2 MB per file (the catalogue's base64 `data` maxLength says the same), images and PDF only. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
const LIMIT_TEXT = `2 MB (${UPLOAD_MAX_BYTES} byte)`;
const EXTENSIONS: Readonly<Record<string, string>> = { "image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp", "application/pdf": ".pdf" };
const ALLOWED_TEXT = Object.keys(EXTENSIONS).join(", ");
/** Magic numbers: the bytes must be what the declared type says. */
const MAGIC: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  "application/pdf": (b) => b.subarray(0, 5).toString("latin1") === "%PDF-",
};
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,119}$/;

interface Upload {
  readonly fileName: string;
  readonly contentType: string;
  readonly data: Buffer;
}

function tooLarge(field: string): PlatformError {
  return platformError("PLT_ERR_UPLOAD_TOO_LARGE", { field, limit: LIMIT_TEXT }, { field });
}

function checkType(field: string, contentType: string): void {
  if (!Object.hasOwn(EXTENSIONS, contentType)) {
    throw platformError("PLT_ERR_UPLOAD_TYPE_REFUSED", { type: contentType, field, allowed: ALLOWED_TEXT }, { field });
  }
}

function checkContent(field: string, upload: Upload): void {
  if (upload.data.length === 0) throw platformError("PLT_ERR_UPLOAD_EMPTY", { field }, { field });
  if (upload.data.length > UPLOAD_MAX_BYTES) throw tooLarge(field);
  if (!MAGIC[upload.contentType]?.(upload.data)) {
    throw platformError("PLT_ERR_UPLOAD_CONTENT_MISMATCH", { field, type: upload.contentType }, { field });
  }
}

/** A browser sends the file's own name ("Foto saya (1).PNG"): keep what is safe rather than refuse it. */
function safeFileName(raw: string | undefined, contentType: string): string {
  const cleaned = (raw ?? "")
    .replace(/[^A-Za-z0-9._ -]/g, "_")
    .replace(/^[^A-Za-z0-9]+/, "")
    .slice(0, 120);
  return FILE_NAME.test(cleaned) ? cleaned : `berkas${EXTENSIONS[contentType]}`;
}

/** A body that does not parse as multipart (no boundary, cut off, garbled): the client's fault, a 400. */
function malformed(error: unknown): PlatformError {
  const reason = error instanceof Error ? error.message : String(error);
  return platformError("PLT_ERR_UPLOAD_MALFORMED", { reason });
}

async function readMultipart(request: FastifyRequest): Promise<Upload> {
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file();
  } catch (error) {
    if ((error as FastifyError).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge("file");
    throw malformed(error);
  }
  if (!part || part.fieldname !== "file") {
    part?.file.resume();
    throw platformError("PLT_ERR_UPLOAD_FILE_MISSING");
  }
  try {
    checkType("file", part.mimetype);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as FastifyError).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge("file");
    throw malformed(error);
  }
  const named = part.fields.fileName;
  const fileName = !Array.isArray(named) && named?.type === "field" && typeof named.value === "string" ? named.value : part.filename;
  const upload = { fileName: safeFileName(fileName, part.mimetype), contentType: part.mimetype, data };
  checkContent("file", upload);
  return upload;
}

/** The JSON form the engine client sends (it speaks JSON only): `{ fileName, contentType, data: base64 }`. */
function jsonReader() {
  const validate = compileParamsValidator(
    findCatalogueEntry("drive.upload").params.filter((param) => param.in === "body"),
    "body",
  );
  return (body: unknown): Upload => {
    const raw = isRecord(body) ? body : {};
    // Type and size first, so a wrong or huge file gets 415/413 rather than a pattern error.
    if (typeof raw.contentType === "string") checkType("contentType", raw.contentType);
    if (typeof raw.data === "string" && Math.floor((raw.data.length * 3) / 4) > UPLOAD_MAX_BYTES + 2) throw tooLarge("data");
    const result = validate(body);
    if (!result.ok) throw platformError("PLT_ERR_PARAMS_INVALID", { message: result.message }, { field: result.field });
    const contentType = String(result.values.contentType);
    const upload = { fileName: String(result.values.fileName), contentType, data: Buffer.from(String(result.values.data), "base64") };
    checkContent("data", upload);
    return upload;
  };
}

/** Fastify's own size errors, given the message that names the limit. */
function uploadErrorHandler(error: FastifyError | PlatformError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code = (error as FastifyError).code;
  if (code === "FST_ERR_CTP_BODY_TOO_LARGE" || code === "FST_REQ_FILE_TOO_LARGE") return platformErrorHandler(tooLarge("file"), request, reply);
  return platformErrorHandler(error, request, reply);
}

/**
 * POST v1/upload on the drive host: multipart/form-data with the field `file` (what a browser form sends), or
 * the JSON form with base64 data. Either way at most 2 MB, images and PDF only (413, 415, 400 otherwise), stored
 * in the database (a row and its bytes), so that every platform process serves it at `url` (see driveFileRoute).
 */
export function driveUploadRoute(
  app: FastifyInstance,
  uploads: UploadStore,
  optionalTenant: (request: FastifyRequest) => Promise<string | null>,
  fileUrl: (id: string) => string,
): void {
  // Registered in the platform's own context (the plugin is not encapsulated), so the site's routes never parse multipart.
  void app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
  const readJson = jsonReader();

  app.route({
    method: "POST",
    url: embeddedUrl(findCatalogueEntry("drive.upload")),
    // Room for the base64 form of a 2 MB file; a bigger JSON body is refused by Fastify, with the 413 above.
    bodyLimit: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024,
    errorHandler: uploadErrorHandler,
    handler: async (request, reply) => {
      const upload = request.isMultipart() ? await readMultipart(request) : readJson(request.body);
      const id = randomUUID();
      const row = {
        id,
        tenant: await optionalTenant(request),
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.data.length,
        sha256: createHash("sha256").update(upload.data).digest("hex"),
      };
      // The row and its bytes commit together: a listed upload always has them.
      await uploads.record(row, upload.data);
      reply.code(201);
      const { fileName, contentType, size, sha256 } = row;
      return answer("PLT_MSG_FILE_UPLOADED", { id, fileName, contentType, size, sha256, url: fileUrl(id) });
    },
  });
}
