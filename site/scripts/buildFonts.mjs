// Build step: the hosted fonts' files, cut to the characters and weights pages use, with their
// @font-face rules and fallback metrics in dist/client/fonts.json, so the server only reads a file
// (site/server/buildFontFiles.ts does the work; this runs it from the TypeScript source).
import { build } from "esbuild";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const SOURCE = "site/server/buildFontFiles.ts";

/** Writes the fonts into `clientDir` (dist/client/ by default) and answers the manifest written. */
export async function buildFonts(root, clientDir = join(root, "dist", "client")) {
  // Inside root so that the bundle's bare imports (subset-font, the @fontsource packages) resolve from root's node_modules.
  const scratch = join(root, "node_modules", ".cache", "build-fonts");
  const module = join(scratch, `buildFontFiles-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(scratch, { recursive: true });
  try {
    await build({
      absWorkingDir: root,
      entryPoints: [SOURCE],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: module,
      packages: "external",
      logLevel: "warning",
    });
    const { buildFontFiles } = await import(pathToFileURL(module).href);
    return await buildFontFiles(clientDir, { cacheDir: join(scratch, "cuts") });
  } finally {
    rmSync(module, { force: true });
  }
}
