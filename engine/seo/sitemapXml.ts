import type { SitemapEntry } from "./sitemapEntries.js";

/** The sitemaps protocol's limit of URLs per file (sitemaps.org); an index points at the files past it. */
export const SITEMAP_URL_LIMIT = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A `<urlset>` of entries, their paths made absolute against the site's origin (and scope). */
export function urlsetXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `${HEADER}<urlset ${NAMESPACE}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` of sitemap files, with the latest lastmod of each when known. */
export function sitemapIndexXml(files: readonly { url: string; lastmod?: string }[]): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(file.url)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The path of the n-th (1-based) sitemap file of a paginated sitemap. */
export function sitemapPagePath(n: number): string {
  return `/sitemap-${n}.xml`;
}

/** A host's sitemap documents by path: `/sitemap.xml` alone, or an index there and `/sitemap-<n>.xml` files past the limit. */
export function sitemapDocuments(entries: readonly SitemapEntry[], origin: string, limit = SITEMAP_URL_LIMIT): Map<string, string> {
  const documents = new Map<string, string>();
  if (entries.length <= limit) {
    documents.set("/sitemap.xml", urlsetXml(entries, origin));
    return documents;
  }
  const files: { url: string; lastmod?: string }[] = [];
  for (let start = 0, n = 1; start < entries.length; start += limit, n++) {
    const part = entries.slice(start, start + limit);
    const path = sitemapPagePath(n);
    documents.set(path, urlsetXml(part, origin));
    const lastmod = part
      .map((entry) => entry.lastmod)
      .filter((value): value is string => value !== undefined)
      .sort()
      .at(-1);
    files.push(lastmod ? { url: new URL(path, origin).href, lastmod } : { url: new URL(path, origin).href });
  }
  documents.set("/sitemap.xml", sitemapIndexXml(files));
  return documents;
}
