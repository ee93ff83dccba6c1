import type { SiteSettings } from "../../engine/index.js";
import { siteFonts } from "../../engine/react.js";
import type { PageScripts } from "../shared/PageScripts.js";
import type { ClientBuild } from "./clientManifest.js";
import { createPageStyles, type PageBlockStyles, type PageStyles } from "./createPageStyles.js";
import type { FontAssets } from "./fontSheets.js";

/** What a page links to: its one stylesheet, its fonts, the boot script, the engine and its blocks' chunks. */
export interface PageAssets {
  /** The page's one script tag. */
  boot: string;
  /** The engine entry and every chunk it and these blocks import. */
  scripts(blockTypes: readonly string[]): PageScripts;
  /** An island page's: the islands entry and, when it has islands, what starts them and their blocks' chunks (with their lazy parts' when the item shows them). */
  islandScripts(islands: readonly PageBlockStyles[]): PageScripts;
  /**
   * The page's stylesheet (theme, fonts, the engine's and these blocks' styles), and the block types
   * whose styles it holds whole: a block whose lazy parts it left out loads its own on navigation.
   */
  stylesheet(settings: SiteSettings, blocks: readonly PageBlockStyles[]): { href: string; styledBlocks: string[] };
  /**
   * The lazy parts an item of this block renders, by name: those its contract names (each checked against
   * the build), or, for a block whose contract does not say, all of them.
   */
  lazyPartsOf(type: string, named: readonly string[] | undefined): readonly string[];
  /** `<link rel="preload">` tags of the fonts the first paint uses. */
  fontPreloads(settings: SiteSettings): string;
  /** Per block type, the stylesheet client navigation adds when it first shows the block. */
  blockStylesheets: Readonly<Record<string, string>>;
  styles: PageStyles;
}

export function createPageAssets(build: ClientBuild, fonts: FontAssets): PageAssets {
  const { manifest } = build;
  const styles = createPageStyles(manifest, build.parts);
  const blockStylesheets = Object.fromEntries(Object.entries(manifest.blocks).flatMap(([type, block]) => (block.stylesheet ? [[type, block.stylesheet]] : [])));
  const faces = new Map<string, string>();
  const fontCss = (settings: SiteSettings) => {
    const fontsOfSite = siteFonts(settings.css);
    const key = `${fontsOfSite.heading}|${fontsOfSite.body}`;
    let css = faces.get(key);
    if (css === undefined) faces.set(key, (css = fonts.faceCss(fontsOfSite)));
    return css;
  };
  return {
    boot: manifest.boot,
    scripts(blockTypes) {
      // Dependencies before the modules that import them, the entry before the blocks it loads.
      const modules = new Set([...manifest.entry.preload, manifest.entry.js]);
      for (const type of blockTypes) for (const url of manifest.blocks[type]?.js ?? []) modules.add(url);
      return { entry: manifest.entry.js, modules: [...modules] };
    },
    islandScripts(blocks) {
      const { islands } = manifest;
      const modules = new Set([...islands.preload, islands.js]);
      if (blocks.length) for (const url of islands.roots) modules.add(url);
      for (const { type, lazyParts } of blocks) {
        const block = manifest.blocks[type];
        for (const url of [...(block?.islandJs ?? []), ...lazyParts.flatMap((name) => block?.islandLazyJs[name] ?? [])]) modules.add(url);
      }
      return { entry: islands.js, modules: [...modules] };
    },
    stylesheet(settings, blocks) {
      const whole = (type: string) => {
        const shown = new Set(blocks.flatMap((block) => (block.type === type ? block.lazyParts : [])));
        return Object.keys(manifest.blocks[type]?.lazyParts ?? {}).every((name) => shown.has(name));
      };
      return { href: styles.href(settings.css, fontCss(settings), blocks), styledBlocks: [...new Set(blocks.map((block) => block.type))].filter(whole) };
    },
    lazyPartsOf(type, named) {
      const built = Object.keys(manifest.blocks[type]?.lazyParts ?? {});
      if (!named) return built;
      const unknown = named.filter((name) => !built.includes(name));
      if (unknown.length)
        throw new Error(
          `Block '${type}' names lazy part '${unknown[0]}', which its build has not (it has ${built.map((name) => `'${name}'`).join(", ") || "none"}): a lazy part is named after its module's file`,
        );
      return named;
    },
    fontPreloads: (settings) =>
      fonts
        .preloads(siteFonts(settings.css))
        .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
        .join("\n"),
    blockStylesheets,
    styles,
  };
}
