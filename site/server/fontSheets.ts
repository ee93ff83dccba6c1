import { join } from "node:path";
import { BODY_WEIGHT, fontSheetPath, HEADING_WEIGHT, HOSTED_FONTS, type HostedFont, type SiteFonts } from "../../engine/react.js";
import { FONT_FILES_DIR, FONT_URL_PREFIX, readFontBuild, type FaceSet, type FontBuild } from "./FontBuild.js";

export interface FontFiles {
  /** Absolute URL path ending in "/"; the files' names carry their content's hash, so they are immutable. */
  urlPrefix: string;
  filesDir: string;
}

export interface FontAssets {
  /**
   * @font-face rules of a site's fonts (real faces, then the "<font> Fallback" faces), URLs absolute
   * paths: the heading font's in its heading role unless it sets the text as well.
   */
  faceCss(fonts: SiteFonts): string;
  /**
   * URLs of the latin files the first paint uses: the heading font's at the heading weight and the
   * body font's at the body weight. Emit them as
   * `<link rel="preload" as="font" type="font/woff2" href="…" crossorigin>`: without `crossorigin`
   * the browser fetches the font twice.
   */
  preloads(fonts: SiteFonts): string[];
  /** What the server mounts, with immutable caching. */
  files: FontFiles[];
  /** The per-font sheets at /fonts/<slug>.css (path → its CSS), served until pages inline faceCss. */
  sheets: Map<string, () => string>;
}

/**
 * The self-hosted fonts as the build left them in `clientDir` (site/server/buildFontFiles.ts: files,
 * faces and fallback metrics); the manifest is read on first use, and nothing is measured here.
 */
export function createFontAssets(clientDir: string): FontAssets {
  let build: FontBuild | undefined;
  const of = (font: HostedFont) => (build ??= readFontBuild(clientDir)).fonts[font];
  /** Each font in its role: a font that sets only headings needs only its heading weights' files. */
  const roles = ({ heading, body }: SiteFonts): { font: HostedFont; faces: FaceSet; weight: number }[] =>
    heading === body
      ? [
          { font: body, faces: of(body).text, weight: HEADING_WEIGHT },
          { font: body, faces: of(body).text, weight: BODY_WEIGHT },
        ]
      : [
          { font: heading, faces: of(heading).heading, weight: HEADING_WEIGHT },
          { font: body, faces: of(body).text, weight: BODY_WEIGHT },
        ];
  const faceCss = (fonts: SiteFonts) => [...new Map(roles(fonts).map(({ font, faces }) => [font, `${faces.css}\n${of(font).fallback}`])).values()].join("\n");
  return {
    faceCss,
    preloads: (fonts) => [...new Set(roles(fonts).map(({ faces, weight }) => faces.latin[weight]!))],
    files: [{ urlPrefix: FONT_URL_PREFIX, filesDir: join(clientDir, FONT_FILES_DIR) }],
    sheets: new Map(HOSTED_FONTS.map((font) => [fontSheetPath(font), () => faceCss({ heading: font, body: font })])),
  };
}
