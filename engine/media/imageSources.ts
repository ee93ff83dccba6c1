import type { Media } from "./createMedia.js";

/** The image breakpoints, xs 320 to 2xl 1536 (xxl and 2xl are both 1536). */
export const IMAGE_BREAKPOINTS = { "xs": 320, "sm": 640, "md": 768, "lg": 1024, "xl": 1280, "2xl": 1536 } as const;
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS);
/** Path of the image provider (ipx) mounted on the site's server. */
export const IMAGE_PROVIDER_PATH = "/_ipx";

/**
 * The share picture (og:image): the 1.91:1 size Facebook, LinkedIn and X draw large previews at,
 * cropped to it, so its width and height are always known. JPEG: no network renders an SVG preview.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, format: "jpeg" } as const;
export const SHARE_IMAGE_MODIFIERS = `s_${SHARE_IMAGE.width}x${SHARE_IMAGE.height},f_${SHARE_IMAGE.format}`;

/**
 * The intrinsic box of the shapes blocks draw pictures in: its ratio reserves the space before the
 * picture arrives (no layout shift). Sizes are those of the platform's media of that shape.
 */
export const IMAGE_BOXES = {
  /** 16:9 covers of classes, articles, heroes and galleries. */
  cover: { width: 1280, height: 720 },
  /** Avatars. */
  square: { width: 256, height: 256 },
} as const;

export interface ImageBox {
  width: number;
  height: number;
  /** The page's LCP image: fetched at once and first; every other image waits until it nears the viewport. */
  priority?: boolean;
}

export interface ImageAttributes {
  src?: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  loading: "eager" | "lazy";
  decoding?: "async";
  fetchPriority?: "high";
}

/** Root-relative or http(s) sources: what the provider can fetch. */
function providerCanTake(src: string | undefined): src is string {
  return !!src && /^(\/[^/]|https?:\/\/)/.test(src);
}

function providerPath(media: Media, modifiers: string, ref: string): string {
  const src = media.url(ref);
  const source = src.startsWith("/") ? src : `/${src}`;
  return `${IMAGE_PROVIDER_PATH}/${modifiers}${source}`;
}

/** The provider URL of one width of an image (root-relative or absolute source). */
export function providerUrl(media: Media, src: string, width: number): string {
  return providerPath(media, `w_${width},f_webp`, src);
}

/** The provider path of an image's share picture (root-relative or absolute source). */
export function shareImagePath(media: Media, src: string): string {
  return providerPath(media, SHARE_IMAGE_MODIFIERS, src);
}

/** `srcSet` and fallback `src` of an image: every breakpoint width through the provider; undefined when it cannot take the source. */
export function responsiveSources(media: Media, ref: string | undefined): { src: string; srcSet: string } | undefined {
  const src = media.url(ref);
  if (!providerCanTake(src)) return undefined;
  return {
    src: providerUrl(media, src, IMAGE_BREAKPOINTS.md),
    srcSet: IMAGE_WIDTHS.map((width) => `${providerUrl(media, src, width)} ${width}w`).join(", "),
  };
}

/**
 * The attributes of an <img>: responsive sources through the provider, the intrinsic `width` and
 * `height` (the caller keeps the ratio in CSS: `height: auto` or a fixed box) and the loading
 * policy. Sources the provider cannot take (data: URLs, empty) keep their `src` as they are.
 */
export function imageSources(media: Media, src: string | undefined, sizes: string, box: ImageBox): ImageAttributes {
  const loading = box.priority ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy", decoding: "async" } as const);
  const sources = responsiveSources(media, src);
  return { ...(sources ? { ...sources, sizes } : { src: media.url(src) }), width: box.width, height: box.height, ...loading };
}
