export const MEDIA_KINDS = ["cover", "logo", "favicon", "avatar"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Where the platform serves its images (a route, not content: content names images through a MediaUrls). */
export const MEDIA_PREFIX = "/_platform/media";
/** The default base of the image URLs the platform writes into what it answers: its own route, root-relative. */
export const DEFAULT_MEDIA_BASE = `${MEDIA_PREFIX}/`;

/** Image URLs in content the platform answers: `{base}{kind}/{name}.svg`. */
export interface MediaUrls {
  (kind: MediaKind, name: string): string;
  /** An image URL stored in a row (the seed writes them under the default base), moved under this base. */
  stored(url: string): string;
}

/**
 * Image URLs under one base: the plugin's `mediaBase` option (PLATFORM_MEDIA_BASE_URL), root-relative by default
 * so the same record works on every host and port the site is served from; a CDN's URL when one serves them.
 */
export function mediaUrls(base: string = DEFAULT_MEDIA_BASE): MediaUrls {
  const root = base.endsWith("/") ? base : `${base}/`;
  const url = (kind: MediaKind, name: string) => `${root}${kind}/${encodeURIComponent(name)}.svg`;
  const stored = (value: string) =>
    root !== DEFAULT_MEDIA_BASE && value.startsWith(DEFAULT_MEDIA_BASE) ? `${root}${value.slice(DEFAULT_MEDIA_BASE.length)}` : value;
  return Object.assign(url, { stored });
}

/** Image URLs under the default base: for the seed, which stores them in rows before any plugin options exist. */
export const mediaUrl: MediaUrls = mediaUrls();
