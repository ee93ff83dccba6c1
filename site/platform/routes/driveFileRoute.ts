import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UploadStore } from "../queries/uploadStore.js";
import { platformError } from "../errors/platformError.js";
import { headerValue } from "../http/headerValue.js";

/** The ids the drive hands out (randomUUID); anything else cannot name an upload. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET v1/file/{id} on the drive host: an upload's bytes, from whichever platform process stored them. An
 * upload made for a site is served to that site (or to a caller that names none), never through another's.
 * Its bytes never change under its id, so the browser may keep them; shared caches may not (`private`).
 */
export function driveFileRoute(
  app: FastifyInstance,
  uploads: UploadStore,
  optionalTenant: (request: FastifyRequest) => Promise<string | null>,
  url: string,
): void {
  app.get<{ Params: { id: string } }>(url, async (request, reply) => {
    const { id } = request.params;
    const upload = UPLOAD_ID.test(id) ? await uploads.find(id, await optionalTenant(request)) : undefined;
    if (!upload) throw platformError("PLT_ERR_UPLOAD_NOT_FOUND", { id });
    const etag = `"${upload.sha256}"`;
    void reply
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("etag", etag)
      .header("x-content-type-options", "nosniff")
      // The name was made safe at upload (letters, digits, ". _-" and spaces), so it needs no escaping here.
      .header("content-disposition", `inline; filename="${upload.fileName}"`);
    if (headerValue(request, "if-none-match") === etag) return reply.code(304).send();
    return reply.header("content-type", upload.contentType).send(upload.data);
  });
}
