export const MEDIA_KINDS = ["cover", "logo", "favicon", "avatar"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_PREFIX = "/_platform/media";

/** Root-relative, so the same record works on every host and port the site is served from. */
export function mediaUrl(kind: MediaKind, name: string): string {
  return `${MEDIA_PREFIX}/${kind}/${encodeURIComponent(name)}.svg`;
}
