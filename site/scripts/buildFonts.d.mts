import type { FontBuild } from "../server/FontBuild.js";

/** Cuts the hosted fonts into `clientDir` (dist/client/ by default): the files in fonts/, their faces in fonts.json. */
export function buildFonts(root: string, clientDir?: string): Promise<FontBuild>;
