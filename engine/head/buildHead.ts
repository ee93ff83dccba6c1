import type { Media } from "../media/createMedia.js";
import type { SiteSettings } from "../tenant/siteSettings.js";
import { buildTitle } from "./buildTitle.js";
import { cutText } from "./cutText.js";
import { serializeJsonLd, type JsonLd } from "./serializeJsonLd.js";
import { absoluteUrl, shareImage } from "./shareImage.js";

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; attrs: Record<string, string> }
  | { tag: "link"; attrs: Record<string, string> }
  /** A data block (`application/ld+json`); `text` is already safe inside a script element. */
  | { tag: "script"; attrs: Record<string, string>; text: string };

export interface HeadInput {
  settings: SiteSettings;
  /** The deployment's media: the share picture resolves against its base. */
  media: Media;
  titles: Readonly<Record<string, string>>;
  routeName: string;
  /** Absolute URL of the page. */
  url: string;
  /** Fields of the page's preloaded record, already stripped of HTML. */
  record?: { title?: string; description?: string; image?: string };
  /** The page's structured data (engine/seo pageStructuredData), one script element each. */
  structuredData?: readonly JsonLd[];
}

/** The attributes of `<html>` that make the page one schema.org WebPage, the item the itemprop tags describe. */
export const DOCUMENT_ITEM_SCOPE = 'itemscope itemtype="https://schema.org/WebPage"';

/** What share previews show at most before cutting the text themselves, so we cut first and keep the cut tidy. */
export { TITLE_MAX as SHARE_TITLE_MAX } from "./buildTitle.js";
export const SHARE_DESCRIPTION_MAX = 160;

/** Title, description, open graph, twitter and itemprop tags of one page (from the settings, the record and per-route rules), and its JSON-LD. */
export function buildHead({ settings, media, titles, routeName, url, record, structuredData = [] }: HeadInput): HeadTag[] {
  const meta = settings.meta;
  const title = buildTitle({ routeName, titles, siteName: settings.title, recordTitle: record?.title });
  const description = cutText(record?.description || meta.description || "", SHARE_DESCRIPTION_MAX);
  const image = shareImage(media, record?.image || meta.image, url);
  const tags: HeadTag[] = [{ tag: "title", text: title }];
  const add = (key: "name" | "property" | "itemprop", name: string, content: string | undefined) => {
    if (content) tags.push({ tag: "meta", attrs: { [key]: name, content } });
  };
  add("name", "description", description);
  add("name", "keywords", meta.keywords);
  add("property", "og:title", title);
  add("property", "og:description", description);
  add("property", "og:type", meta.type || "website");
  add("property", "og:url", url);
  add("property", "og:site_name", meta.site_name || settings.title);
  add("property", "og:image", image?.url);
  add("property", "og:image:type", image?.type);
  add("property", "og:image:width", image?.width?.toString());
  add("property", "og:image:height", image?.height?.toString());
  add("name", "twitter:card", meta.card || "summary_large_image");
  add("name", "twitter:title", title);
  add("name", "twitter:description", description);
  add("name", "twitter:image", image?.url);
  add("name", "twitter:site", meta.twitter_site);
  // Microdata of the page (spec §2): the document's <html> is the `itemscope` of a schema.org
  // WebPage (DOCUMENT_ITEM_SCOPE), so these belong to it.
  add("itemprop", "name", title);
  add("itemprop", "description", description);
  // A URL-valued property is a link's href in microdata, not a meta's content.
  if (image) tags.push({ tag: "link", attrs: { itemprop: "image", href: image.url } });
  tags.push({ tag: "link", attrs: { rel: "canonical", href: url } });
  const icon = absoluteUrl(settings.favicon, url);
  if (icon) tags.push({ tag: "link", attrs: { rel: "icon", href: icon } });
  for (const data of structuredData) tags.push({ tag: "script", attrs: { type: "application/ld+json" }, text: serializeJsonLd(data) });
  return tags;
}
