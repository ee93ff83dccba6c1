/**
 * Media in content (layouts, block data files, platform records) may be written relative to the media
 * base, e.g. `cover/kelas.svg`. The base is one deployment setting (MEDIA_BASE_URL), the same for every
 * tenant, which the server sets at start and the browser from the page state before the first render:
 * that is why it is held here once rather than passed through every block and image helper.
 */
let mediaBase = "/";

/** Absolute http(s), protocol-relative or root-relative URLs, and data: URLs: already resolved. */
const RESOLVED = /^(https?:\/\/|\/|data:)/i;

/** The media base must be a root-relative path or an http(s) URL; it always ends with a slash. */
export function checkMediaBase(url: string): string | undefined {
  if (!/^(\/|https?:\/\/[^/]+)/i.test(url)) return `MEDIA_BASE_URL must be a path starting with '/' or an http(s) URL; got '${url}'`;
  return undefined;
}

/** The media base as it is used: checked, and ending with a slash; throws with checkMediaBase's sentence. */
export function normalizeMediaBase(url: string): string {
  const problem = checkMediaBase(url);
  if (problem) throw new Error(problem);
  return url.endsWith("/") ? url : `${url}/`;
}

export function setMediaBase(url: string): void {
  mediaBase = normalizeMediaBase(url);
}

export function getMediaBase(): string {
  return mediaBase;
}

/** A media reference resolved against the media base; resolved URLs and empty values pass through. */
export function mediaUrl<T extends string | undefined>(ref: T): T {
  if (!ref || RESOLVED.test(ref)) return ref;
  return `${mediaBase}${ref.replace(/^\.\//, "")}` as T;
}
