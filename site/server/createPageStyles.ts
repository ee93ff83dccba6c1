import { createHash } from "node:crypto";
import { createBoundedMap, type SiteSettings } from "../../engine/index.js";
import { themeStylesheet } from "../../engine/react.js";
import type { ClientManifest } from "./clientManifest.js";
import { compressedBody, type CompressedBody } from "./compressedBody.js";

export const PAGE_STYLES_PREFIX = "/_css/";
/**
 * Element defaults (`base`) under Mantine's components (`mantine`); the site's and blocks' class
 * rules are not layered, so they win over both whatever the order their stylesheets arrive in.
 */
const CASCADE_LAYERS = "@layer base, mantine;";
/** Distinct (theme, block set) pairs kept; far more than layouts × routes × tenants. */
const MAX_SHEETS = 2000;
const MB = 1024 * 1024;

/** A block type on a page, and which of the parts it loads only for some props the page renders (by name). */
export interface PageBlockStyles {
  type: string;
  lazyParts: readonly string[];
}

export interface PageStyles {
  /** The URL of the one stylesheet of a page showing these block types with this theme. */
  href(css: SiteSettings["css"], fontCss: string, blocks: readonly PageBlockStyles[]): string;
  /** A built stylesheet by its file name (`<hash>.css`). */
  get(name: string): CompressedBody | undefined;
}

/**
 * Builds each page's one stylesheet: the theme's variables, its fonts, and the stylesheet parts of
 * the engine and of the page's blocks (Mantine's per-component CSS and the blocks' own), in one
 * global order. Content-addressed, so it is cached for good by browsers and CDNs.
 */
export function createPageStyles(manifest: ClientManifest, parts: Readonly<Record<string, string>>): PageStyles {
  const rank = new Map(manifest.order.map((part, i) => [part, i]));
  // Bounded by count and bytes: a thousand tenants' themes, or a layout edited many times, take no more.
  const themes = createBoundedMap<string, string>({ maxEntries: MAX_SHEETS, maxBytes: 4 * MB, sizeOf: (text) => text.length });
  const byKey = createBoundedMap<string, string>({ maxEntries: MAX_SHEETS });
  const sheets = createBoundedMap<string, CompressedBody>({ maxEntries: MAX_SHEETS, maxBytes: 64 * MB, sizeOf: (body) => body.size() });

  const themeCss = (css: SiteSettings["css"]) => {
    const key = JSON.stringify(css);
    let text = themes.get(key);
    if (text === undefined) themes.set(key, (text = themeStylesheet(css)));
    return text;
  };

  return {
    href(css, fontCss, blocks) {
      const selected = blocks.filter((block) => manifest.blocks[block.type]).map((block) => [block.type, ...block.lazyParts].join("+"));
      const key = JSON.stringify([css, fontCss, [...new Set(selected)].sort()]);
      let name = byKey.get(key);
      // A sheet dropped to stay within the bounds is built again, so a name handed out always answers.
      if (!name || !sheets.has(name)) {
        const wanted = new Set(manifest.entry.parts);
        for (const block of blocks) {
          const built = manifest.blocks[block.type];
          for (const part of [...(built?.parts ?? []), ...block.lazyParts.flatMap((name) => built?.lazyParts[name] ?? [])]) wanted.add(part);
        }
        const body = [CASCADE_LAYERS, themeCss(css), fontCss, ...[...wanted].sort((a, b) => rank.get(a)! - rank.get(b)!).map((part) => parts[part] ?? "")].join(
          "\n",
        );
        name = `${createHash("sha256").update(body).digest("hex").slice(0, 16)}.css`;
        if (!sheets.has(name)) sheets.set(name, compressedBody(body, 11));
        byKey.set(key, name);
      }
      return `${PAGE_STYLES_PREFIX}${name}`;
    },
    get: (name) => sheets.get(name),
  };
}
