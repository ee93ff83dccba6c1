import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What site/scripts/clientManifest.mjs writes: the scripts and stylesheet parts of the client build. */
export interface ClientManifest {
  /** The page's one script tag: it loads the rest once the page has painted. */
  boot: string;
  entry: { js: string; preload: string[]; parts: string[] };
  /** The entry of island pages; `roots`: the chunks beyond it that a page with an island needs (React DOM, the island start). */
  islands: { js: string; preload: string[]; roots: string[] };
  /**
   * `lazyParts`: by name, styles of the chunks a block loads only for some props (its lazyParts);
   * `islandJs`: its scripts beyond the islands entry's; `islandLazyJs`: by name, those of its lazy parts beyond that.
   */
  blocks: Record<
    string,
    { js: string[]; islandJs: string[]; islandLazyJs: Record<string, string[]>; parts: string[]; lazyParts: Record<string, string[]>; stylesheet?: string }
  >;
  /** Every stylesheet part in its global order. */
  order: string[];
}

export interface ClientBuild {
  manifest: ClientManifest;
  /** Minified CSS per stylesheet part. */
  parts: Record<string, string>;
}

export function readClientBuild(clientDir: string): ClientBuild {
  const file = join(clientDir, "manifest.json");
  let manifest: ClientManifest;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as ClientManifest;
  } catch {
    throw new Error(`The client build is missing (${file}); run 'npm run build' first`);
  }
  return { manifest, parts: JSON.parse(readFileSync(join(clientDir, "css-parts.json"), "utf8")) as Record<string, string> };
}
