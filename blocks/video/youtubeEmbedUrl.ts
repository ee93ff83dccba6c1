/**
 * The privacy-enhanced embed URL: youtube-nocookie.com sets no cookies until the visitor plays,
 * and the iframe is only created after a click, so a page view alone contacts no third party.
 */
export function youtubeEmbedUrl(id: string, autoplay = true): string {
  const query = new URLSearchParams({ rel: "0", modestbranding: "1", ...(autoplay ? { autoplay: "1" } : {}) });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${query.toString()}`;
}
