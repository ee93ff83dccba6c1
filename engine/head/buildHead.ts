import type { SiteSettings } from "../tenant/siteSettings.js";
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

/** Title, description, open graph, twitter and itemprop tags of one page (spec §2 App shell). */
export function buildHead({ settings, titles, routeName, url, record }: HeadInput): HeadTag[] {
  const meta = settings.meta;
  const title = buildTitle({ routeName, titles, siteName: settings.title, recordTitle: record?.title });
  const description = record?.description || meta.description || "";
  const image = absolute(record?.image || meta.image, url);
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
  add("property", "og:image", image);
  add("name", "twitter:card", meta.card || "summary_large_image");
  add("name", "twitter:title", title);
  add("name", "twitter:description", description);
  add("name", "twitter:image", image);
  add("name", "twitter:site", meta.twitter_site);
  add("itemprop", "name", title);
  add("itemprop", "description", description);
  add("itemprop", "image", image);
  tags.push({ tag: "link", attrs: { rel: "canonical", href: url } });
  const icon = absolute(settings.favicon, url);
  if (icon) tags.push({ tag: "link", attrs: { rel: "icon", href: icon } });
  return tags;
}
