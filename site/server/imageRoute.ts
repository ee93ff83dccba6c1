import type { FastifyInstance } from "fastify";
import { createIPX, type IPXStorage } from "ipx";
import { IMAGE_PROVIDER_PATH, IMAGE_WIDTHS } from "../../engine/render/imageSources.js";
import { createSwrCache } from "../../engine/tenant/createSwrCache.js";

const FORMATS = new Set(["webp", "avif", "png", "jpeg"]);

/** Parses `w_640,f_webp,q_80`; only the spec's breakpoint widths, so the cache stays bounded. */
export function parseImageModifiers(text: string): { width: number; format: string; quality?: number } | string {
  const modifiers: Record<string, string> = {};
  for (const part of text.split(",")) {
    const [key, value] = part.split("_");
    if (!key || value === undefined) return `Modifier '${part}' must look like key_value`;
    modifiers[key] = value;
  }
  const width = Number(modifiers.w);
  if (!IMAGE_WIDTHS.includes(width)) return `Width 'w_${modifiers.w ?? ""}' must be one of ${IMAGE_WIDTHS.join(", ")}`;
  const format = modifiers.f ?? "webp";
  if (!FORMATS.has(format)) return `Format 'f_${format}' must be one of ${[...FORMATS].join(", ")}`;
  const quality = modifiers.q === undefined ? undefined : Number(modifiers.q);
  if (quality !== undefined && !(Number.isInteger(quality) && quality >= 30 && quality <= 100)) return `Quality 'q_${modifiers.q}' must be an integer from 30 to 100`;
  return { width, format, quality };
}

/**
 * The spec's image provider: ipx, mounted on this server. It resizes images of this site (root
 * paths such as the platform's media) and of the configured API hosts only: never an open proxy.
 */
export function imageRoute(app: FastifyInstance, options: { selfOrigin: string; allowedOrigins: readonly string[] }) {
  const allowed = new Set([options.selfOrigin, ...options.allowedOrigins].map((origin) => new URL(origin).origin));
  const storage: IPXStorage = {
    name: "site",
    getMeta: () => ({ maxAge: 86_400 }),
    getData: async (id) => {
      const url = id.startsWith("/") ? new URL(id, options.selfOrigin) : new URL(id);
      if (!allowed.has(url.origin)) return undefined;
      const response = await fetch(url, { signal: AbortSignal.timeout(8000) });
      return response.ok ? response.arrayBuffer() : undefined;
    },
  };
  const ipx = createIPX({ storage, maxAge: 86_400 });
  // Rasterising is the expensive part: keep recent results (a bounded set: widths × images).
  const processed = createSwrCache<string, { data: Buffer; format: string }>({
    freshMs: 3_600_000,
    staleMs: 86_400_000,
    maxEntries: 500,
    load: async (key) => {
      const [id, width, format, quality] = JSON.parse(key) as [string, number, string, number | undefined];
      const image = await ipx(id, { width: String(width), format, ...(quality ? { quality: String(quality) } : {}) }).process();
      return { data: Buffer.from(image.data as Uint8Array), format: image.format ?? format };
    },
  });

  app.get<{ Params: { modifiers: string; "*": string } }>(`${IMAGE_PROVIDER_PATH}/:modifiers/*`, async (request, reply) => {
    const modifiers = parseImageModifiers(request.params.modifiers);
    if (typeof modifiers === "string") return reply.status(400).send({ status: false, message: modifiers, data: null });
    const source = request.params["*"];
    const id = /^https?:\/\//.test(source) ? source : `/${source}`;
    try {
      const image = await processed.get(JSON.stringify([id, modifiers.width, modifiers.format, modifiers.quality]));
      return reply.header("content-type", `image/${image.format}`).header("cache-control", "public, max-age=86400").send(image.data);
    } catch (error) {
      request.log.warn({ err: error }, `image ${id} could not be processed`);
      return reply.status(404).send({ status: false, message: `Gambar '${id}' tidak ditemukan atau tidak dapat diproses`, data: null });
    }
  });
}
