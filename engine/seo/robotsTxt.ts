/** robots.txt of a site that welcomes crawlers, pointing them at its sitemap (an absolute URL, as the protocol asks). */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** robots.txt while a site is in maintenance: nothing to crawl now (sent with 503 and Retry-After, so crawlers come back). */
export function maintenanceRobotsTxt(): string {
  return "User-agent: *\nDisallow: /\n";
}
