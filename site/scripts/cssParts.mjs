// The stylesheet parts of the client build, in one global order: Mantine's base, Mantine's
// components in the order of its own styles.css, other packages, then the project's own CSS.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { transform } from "esbuild";

const require = createRequire(import.meta.url);
// Mantine's exports map lists its stylesheets but not package.json.
const mantineDir = dirname(require.resolve("@mantine/core/styles.css"));
const stylesDir = join(mantineDir, "styles");
const allMantine = readFileSync(join(mantineDir, "styles.layer.css"), "utf8");
/** Every page needs these, whatever components it shows (theme variables come from the server). */
export const MANTINE_BASE = ["baseline", "global"];

/** Rank of a Mantine component stylesheet: where its first class appears in Mantine's full stylesheet. */
function mantineRank(name) {
  const base = MANTINE_BASE.indexOf(name);
  if (base >= 0) return base;
  const first = /\.m_[0-9a-f]+\b/.exec(readFileSync(join(stylesDir, `${name}.layer.css`), "utf8"));
  const at = first ? allMantine.indexOf(first[0]) : -1;
  if (at < 0) throw new Error(`Cannot place Mantine's ${name}.layer.css in its stylesheet order`);
  return MANTINE_BASE.length + at;
}

/**
 * The Mantine stylesheets a bundled module needs: `components/<Dir>/…/<Name>.mjs` needs
 * `styles/<Dir>.layer.css` and `styles/<Name>.layer.css`, where they exist.
 */
export function mantinePartsOf(modulePath) {
  const m = /node_modules\/@mantine\/core\/esm\/components\/([^/]+)\/(?:.*\/)?([^/]+)\.mjs$/.exec(modulePath);
  if (!m) return [];
  return [...new Set([m[1], m[2]])].filter((name) => existsSync(join(stylesDir, `${name}.layer.css`))).map((name) => `mantine:${name}`);
}

/** One part's place in the global order: [group, rank within it]. */
function orderOf(id, root) {
  if (id.startsWith("mantine:")) return [0, mantineRank(id.slice(8))];
  const path = id.slice(5);
  return [path.includes("node_modules/") ? 1 : relative(root, path).startsWith("site/") ? 2 : 3, 0];
}

export function compareParts(root) {
  const cache = new Map();
  const key = (id) => (cache.has(id) ? cache.get(id) : (cache.set(id, orderOf(id, root)), cache.get(id)));
  return (a, b) => {
    const [ga, ra] = key(a);
    const [gb, rb] = key(b);
    return ga - gb || ra - rb || (a < b ? -1 : a > b ? 1 : 0);
  };
}

/** The minified CSS of a part. */
export async function partCss(id) {
  const file = id.startsWith("mantine:") ? join(stylesDir, `${id.slice(8)}.layer.css`) : id.slice(5);
  const { code } = await transform(readFileSync(file, "utf8"), { loader: "css", minify: true, target: ["chrome110", "safari16", "firefox110"] });
  return code;
}
