// Build step: the hosted fonts' files, cut to the characters and weights pages use, with their
// @font-face rules and fallback metrics in dist/client/fonts.json, so the server only reads a file
// (site/server/buildFontFiles.ts does the work; this runs it from the TypeScript source).
import { join } from "node:path";
import { importBuildModule } from "./importBuildModule.mjs";

/** Writes the fonts into `clientDir` (dist/client/ by default) and answers the manifest written. */
export async function buildFonts(root, clientDir = join(root, "dist", "client")) {
  const { buildFontFiles } = await importBuildModule(root, "build-fonts", `export { buildFontFiles } from "./site/server/buildFontFiles.js";`);
  return buildFontFiles(clientDir, { cacheDir: join(root, "node_modules", ".cache", "build-fonts") });
}
