import { mediaUrl } from "./mediaUrl.js";

/**
 * The media of one deployment, bound to its media base: what blocks (through useMedia) and the head
 * (share picture, LCP preload, structured data) resolve media references with. It lives on the page's
 * runtime, so a server can serve several bases and a test needs no global to reset. Only the base and
 * the URL: the image helpers (imageSources.ts) take it, so they stay in the chunks of the blocks that
 * show pictures instead of the browser's entry.
 */
export interface Media {
  /** The media base: a root-relative path or an http(s) URL, ending with a slash. */
  readonly base: string;
  /** A media reference resolved against the base; resolved URLs and empty values pass through. */
  url<T extends string | undefined>(ref: T): T;
}

/**
 * `base` as normalizeMediaBase made it: the server's configuration checks MEDIA_BASE_URL at start (with
 * the sentence an operator reads) and hands the browser the checked base, so the browser's bundle
 * carries neither the check nor its message.
 */
export function createMedia(base: string): Media {
  return { base, url: (ref) => mediaUrl(base, ref) };
}
