import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { MEDIA_KINDS, MEDIA_PREFIX, type MediaKind } from "../media/mediaUrl.js";
import { renderMedia } from "../media/renderMedia.js";
import { createMediaStore } from "../queries/mediaStore.js";
import { platformError } from "../errors/platformError.js";

const NAME = /^[a-z0-9][a-z0-9-]{0,119}$/;

function isMediaKind(kind: string): kind is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(kind);
}

export function mediaRoutes(app: FastifyInstance, db: PlatformDb): void {
  const store = createMediaStore(db);

  app.get<{ Params: { kind: string; file: string } }>(`${MEDIA_PREFIX}/:kind/:file`, async (request, reply) => {
    const { kind, file } = request.params;
    const name = file.endsWith(".svg") ? file.slice(0, -4) : undefined;
    const svg = name !== undefined && NAME.test(name) && isMediaKind(kind) ? await renderMedia(store, kind, name) : undefined;
    if (svg === undefined) throw platformError("PLT_ERR_MEDIA_NOT_FOUND", { kind, file });
    // Images are pure functions of their name and the seed, so a day of caching is safe.
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(svg);
  });
}
