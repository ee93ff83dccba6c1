export const MEDIA_KINDS = ["cover", "logo", "favicon", "avatar"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Where the platform serves its images (a route, not content: content names images through a MediaUrls). */
export const MEDIA_PREFIX = "/_platform/media";
/** The default base of the image URLs the platform writes into what it answers: its own route, root-relative. */
export const DEFAULT_MEDIA_BASE = `${MEDIA_PREFIX}/`;

/** A URL with a scheme (`https:`, `data:`…) or a root-relative path: a stored value that is already a URL. */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/**
 * An image as rows store it: `{kind}/{name}.svg`, relative to whichever media base serves the answers, so
 * the seeded rows do not depend on the configuration (the stores put the base in front when they read).
 */
export function mediaKey(kind: MediaKind, name: string): string {
  return `${kind}/${encodeURIComponent(name)}.svg`;
}

/** Image URLs in content the platform answers: `{base}{kind}/{name}.svg`. */
export interface MediaUrls {
  (kind: MediaKind, name: string): string;
  /**
   * An image stored in a row, as a URL under this base. Rows hold a media key (mediaKey); data directories
   * seeded by older versions hold a URL under the default base, which moves the same way. Any other URL stays.
   */
  stored(value: string): string;
}

/**
 * Image URLs under one base: the plugin's `mediaBase` option (PLATFORM_MEDIA_BASE_URL), root-relative by default
 * so the same record works on every host and port the site is served from; a CDN's URL when one serves them.
 */
export function mediaUrls(base: string = DEFAULT_MEDIA_BASE): MediaUrls {
  const root = base.endsWith("/") ? base : `${base}/`;
  const url = (kind: MediaKind, name: string) => `${root}${mediaKey(kind, name)}`;
  const stored = (value: string) => {
    if (value.startsWith(DEFAULT_MEDIA_BASE)) return `${root}${value.slice(DEFAULT_MEDIA_BASE.length)}`;
    return value === "" || URL_LIKE.test(value) ? value : `${root}${value}`;
  };
  return Object.assign(url, { stored });
}

/** Image URLs under the default base: what the stores answer when no plugin options name another. */
export const mediaUrl: MediaUrls = mediaUrls();
