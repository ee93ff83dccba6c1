import { imageSources, responsiveSources, shareImagePath, type ImageAttributes, type ImageBox } from "./imageSources.js";
import { mediaUrl, normalizeMediaBase } from "./mediaUrl.js";

/**
 * The media of one deployment, bound to its media base: what blocks (through useEngine) and the head
 * (share picture, LCP preload, structured data) resolve media references with. It lives on the page's
 * runtime, so a server can serve several bases and a test needs no global to reset.
 */
export interface Media {
  /** The media base: a root-relative path or an http(s) URL, ending with a slash. */
  readonly base: string;
  /** A media reference resolved against the base; resolved URLs and empty values pass through. */
  url<T extends string | undefined>(ref: T): T;
  /** The attributes of an <img> of this source (see imageSources). */
  image(src: string | undefined, sizes: string, box: ImageBox): ImageAttributes;
  /** `srcSet` and fallback `src` through the image provider; undefined when it cannot take the source. */
  responsive(ref: string | undefined): { src: string; srcSet: string } | undefined;
  /** The provider path of an image's share picture. */
  sharePath(src: string): string;
}

/** Throws with checkMediaBase's sentence when the base is neither a root-relative path nor an http(s) URL. */
export function createMedia(mediaBase: string): Media {
  const base = normalizeMediaBase(mediaBase);
  return {
    base,
    url: (ref) => mediaUrl(base, ref),
    image: (src, sizes, box) => imageSources(base, src, sizes, box),
    responsive: (ref) => responsiveSources(base, ref),
    sharePath: (src) => shareImagePath(base, src),
  };
}
