import type { SiteSettings } from "../tenant/siteSettings.js";
import { mediaUrl } from "../media/mediaUrl.js";
import { SHARE_IMAGE, shareImagePath } from "../render/imageSources.js";
import { buildTitle } from "./buildTitle.js";

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; attrs: Record<string, string> }
  | { tag: "link"; attrs: Record<string, string> };

export interface HeadInput {
  settings: SiteSettings;
  titles: Readonly<Record<string, string>>;
  routeName: string;
  /** Absolute URL of the page. */
  url: string;
  /** Fields of the page's preloaded record, already stripped of HTML. */
  record?: { title?: string; description?: string; image?: string };
}

function absolute(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}

interface ShareImage {
  url: string;
  type: string;
  width?: number;
  height?: number;
}

const RASTER_TYPES: Readonly<Record<string, string>> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" };

/**
 * The page's share picture, always a raster: through this site's image provider as a JPEG of the
 * share size, whatever the source (the platform's covers are SVG, which no network renders). A
 * JPEG or PNG on another host stays as it is: the provider fetches only from hosts it knows.
 */
function shareImage(source: string | undefined, pageUrl: string): ShareImage | undefined {
  // A media path (`cover/x.svg`) is relative to the media base, not to the page.
  const image = absolute(mediaUrl(source), pageUrl);
  if (!image) return undefined;
  const { origin } = new URL(pageUrl);
  const parsed = new URL(image);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  const sameSite = parsed.origin === origin;
  const extension = /\.([a-z]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? "";
  if (!sameSite && RASTER_TYPES[extension]) return { url: image, type: RASTER_TYPES[extension]! };
  return {
    url: origin + shareImagePath(sameSite ? parsed.pathname : image),
    type: `image/${SHARE_IMAGE.format}`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
  };
}

/** Title, description, open graph, twitter and itemprop tags of one page (spec §2 App shell). */
export function buildHead({ settings, titles, routeName, url, record }: HeadInput): HeadTag[] {
  const meta = settings.meta;
  const title = buildTitle({ routeName, titles, siteName: settings.title, recordTitle: record?.title });
  const description = record?.description || meta.description || "";
  const image = shareImage(record?.image || meta.image, url);
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
  add("itemprop", "name", title);
  add("itemprop", "description", description);
  add("itemprop", "image", image?.url);
  tags.push({ tag: "link", attrs: { rel: "canonical", href: url } });
  const icon = absolute(settings.favicon, url);
  if (icon) tags.push({ tag: "link", attrs: { rel: "icon", href: icon } });
  return tags;
}
