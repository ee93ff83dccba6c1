/**
 * Media in content (layouts, block data files, platform records) may be written relative to the media
 * base, e.g. `cover/kelas.svg`. The base is one deployment setting (MEDIA_BASE_URL), the same for every
 * tenant; a page's runtime holds it (createMedia), so nothing here keeps state.
 */

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

/** A media reference resolved against a (normalized) media base; resolved URLs and empty values pass through. */
export function mediaUrl<T extends string | undefined>(base: string, ref: T): T {
  if (!ref || RESOLVED.test(ref)) return ref;
  return `${base}${ref.replace(/^\.\//, "")}` as T;
}
