import type { Media } from "../media/createMedia.js";
import { SHARE_IMAGE, shareImagePath } from "../media/imageSources.js";

export interface ShareImage {
  url: string;
  type: string;
  width?: number;
  height?: number;
}

/** A URL made absolute against a base, or undefined when it is empty or not a URL. */
export function absoluteUrl(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

const RASTER_TYPES: Readonly<Record<string, string>> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

/**
 * The page's share picture, always a raster: through this site's image provider as a JPEG of the
 * share size, whatever the source (the platform's covers are SVG, which no network renders). A
 * JPEG or PNG on another host stays as it is: the provider fetches only from hosts it knows.
 */
export function shareImage(media: Media, source: string | undefined, pageUrl: string): ShareImage | undefined {
  // A media path (`cover/x.svg`) is relative to the media base, not to the page.
  const image = absoluteUrl(media.url(source), pageUrl);
  if (!image) return undefined;
  const { origin } = new URL(pageUrl);
  const parsed = new URL(image);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  const sameSite = parsed.origin === origin;
  const extension = /\.([a-z]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? "";
  if (!sameSite && RASTER_TYPES[extension]) return { url: image, type: RASTER_TYPES[extension]! };
  return {
    url: origin + shareImagePath(media, sameSite ? parsed.pathname : image),
    type: `image/${SHARE_IMAGE.format}`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
  };
}
