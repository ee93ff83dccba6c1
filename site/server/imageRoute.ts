import type { FastifyInstance } from "fastify";
import type { IPX, IPXStorage } from "ipx";
import { IMAGE_PROVIDER_PATH, IMAGE_WIDTHS, SHARE_IMAGE, createSwrCache } from "../../engine/index.js";

const FORMATS = new Set(["webp", "avif", "png", "jpeg"]);
/** A share picture is what social networks fetch: a raster they all draw. */
const SHARE_FORMATS = new Set(["jpeg", "png"]);

export interface ImageModifiers {
  width: number;
  /** Only the share picture has one: it is cropped to exactly width × height. */
  height?: number;
  format: string;
  quality?: number;
}

/**
 * Parses `w_640,f_webp,q_80`, or the share picture's `s_1200x630,f_jpeg`. Only the spec's
 * breakpoint widths and the one share size, so the cache stays bounded.
 */
export function parseImageModifiers(text: string): ImageModifiers | string {
  const modifiers: Record<string, string> = {};
  for (const part of text.split(",")) {
    const [key, value] = part.split("_");
    if (!key || value === undefined) return `Modifier '${part}' must look like key_value`;
    modifiers[key] = value;
  }
  const format = modifiers.f ?? "webp";
  const quality = modifiers.q === undefined ? undefined : Number(modifiers.q);
  if (quality !== undefined && !(Number.isInteger(quality) && quality >= 30 && quality <= 100))
    return `Quality 'q_${modifiers.q}' must be an integer from 30 to 100`;
  if (modifiers.s !== undefined) {
    const share = `${SHARE_IMAGE.width}x${SHARE_IMAGE.height}`;
    if (modifiers.s !== share || modifiers.w !== undefined) return `Size 's_${modifiers.s}' must be ${share}, without a width`;
    if (!SHARE_FORMATS.has(format)) return `Format 'f_${format}' of a share picture must be one of ${[...SHARE_FORMATS].join(", ")}`;
    return { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, format, quality };
  }
  const width = Number(modifiers.w);
  if (!IMAGE_WIDTHS.includes(width)) return `Width 'w_${modifiers.w ?? ""}' must be one of ${IMAGE_WIDTHS.join(", ")}`;
  if (!FORMATS.has(format)) return `Format 'f_${format}' must be one of ${[...FORMATS].join(", ")}`;
  return { width, format, quality };
}

/**
 * Whether a source names this image provider itself (`/_ipx/…`, however spelt or nested): fetching it
 * would make the server ask itself again and again, hundreds of requests deep.
 */
export function isProviderPath(source: string): boolean {
  let path: string;
  try {
    // A root path with doubled slashes is still a path here, not a protocol-relative host.
    path = new URL(source.startsWith("/") ? source.replace(/^\/+/, "/") : source, "http://x").pathname;
    for (let i = 0; i < 3 && path.includes("%"); i++) path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .startsWith(`${IMAGE_PROVIDER_PATH}/`);
}

/** ipx modifiers of a parsed request. */
function ipxModifiers({ width, height, format, quality }: ImageModifiers): Record<string, string> {
  const common = { format, ...(quality ? { quality: String(quality) } : {}) };
  // The share picture is exactly its size whatever the source: cropped, enlarged if small, and on
  // white where the source is transparent (JPEG has no alpha; a logo would turn black).
  if (height) return { ...common, resize: `${width}x${height}`, enlarge: "true", background: "ffffff", flatten: "true" };
  return { ...common, width: String(width) };
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
      if (!allowed.has(url.origin) || isProviderPath(url.href)) return undefined;
      const response = await fetch(url, { signal: AbortSignal.timeout(8000) });
      return response.ok ? response.arrayBuffer() : undefined;
    },
  };
  // ipx and sharp load with the first image asked for, not at start-up (ipx alone is some 75 ms).
  let ipx: Promise<IPX> | undefined;
  const loadIpx = () => (ipx ??= import("ipx").then(({ createIPX }) => createIPX({ storage, maxAge: 86_400 })));
  // Rasterising is the expensive part: keep recent results (a bounded set: widths × images).
  const processed = createSwrCache<string, { data: Buffer; format: string }>({
    freshMs: 3_600_000,
    staleMs: 86_400_000,
    maxEntries: 500,
    load: async (key) => {
      const [id, modifiers] = JSON.parse(key) as [string, ImageModifiers];
      const image = await (await loadIpx())(id, ipxModifiers(modifiers)).process();
      return { data: Buffer.from(image.data as Uint8Array), format: image.format ?? modifiers.format };
    },
  });

  app.get<{ Params: { "modifiers": string; "*": string } }>(`${IMAGE_PROVIDER_PATH}/:modifiers/*`, async (request, reply) => {
    const modifiers = parseImageModifiers(request.params.modifiers);
    if (typeof modifiers === "string") return reply.status(400).send({ status: false, message: modifiers, data: null });
    const source = request.params["*"];
    const id = /^https?:\/\//.test(source) ? source : `/${source}`;
    if (isProviderPath(id))
      return reply
        .status(400)
        .send({ status: false, message: `Sumber '${id}' adalah alamat penyedia gambar ini sendiri; sumber harus gambar asli`, data: null });
    try {
      const image = await processed.get(JSON.stringify([id, modifiers]));
      return reply.header("content-type", `image/${image.format}`).header("cache-control", "public, max-age=86400").send(image.data);
    } catch (error) {
      request.log.warn({ err: error }, `image ${id} could not be processed`);
      return reply.status(404).send({ status: false, message: `Gambar '${id}' tidak ditemukan atau tidak dapat diproses`, data: null });
    }
  });
}
