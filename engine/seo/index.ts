/** Search engines: sitemap and robots.txt of a tenant host, and the JSON-LD of its pages (React-free). */
export { detailLinkSources, type DetailLinkSource, type SitemapContract } from "./detailLinkSources.js";
export { sitemapEntries, lastmodOf, fillTemplate, type SitemapEntry, type SitemapEntries, type SitemapSourceOptions } from "./sitemapEntries.js";
export { isListedRoute, isSharedScopePath } from "./sitemapRoutes.js";
export { SITEMAP_URL_LIMIT, sitemapDocuments, sitemapIndexXml, sitemapPagePath, urlsetXml } from "./sitemapXml.js";
export { maintenanceRobotsTxt, robotsTxt } from "./robotsTxt.js";
export { STRUCTURED_DATA_BUILDERS, breadcrumbList, homeStructuredData, recordStructuredData, type Crumb, type StructuredDataPage } from "./structuredData.js";
export { pageStructuredData, type PageStructuredDataInput } from "./pageStructuredData.js";
