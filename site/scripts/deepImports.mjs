// Client build: an import through a barrel file becomes an import of each name's own module.
// - `import { Button } from "@mantine/core"`: through Mantine's barrel, esbuild's code splitting puts
//   every Mantine component any block uses into one chunk that every page loads; from their own
//   modules, each lands with the blocks that use it.
// - `import { sanitizeHtml } from "../../engine/index.js"` (and engine/react.js): the engine's public
//   surfaces are barrels too. esbuild assigns modules to chunks by which entry reaches their file, so a
//   module only a block uses (the HTML sanitizer and DOMPurify) would join the first page's scripts
//   because the entry imports the same barrel. Readers see one surface; the bundle sees the modules.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const mantineEsm = join(dirname(require.resolve("@mantine/core/styles.css")), "esm");
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The engine's surfaces the browser may import (engine/node.ts is server-only). */
const ENGINE_BARRELS = ["engine/index.ts", "engine/react.ts"].map((file) => join(root, file));

/** A source file for a module specifier written with `.js`, as TypeScript sources name them. */
function sourceFile(path) {
  if (!path.endsWith(".js")) return path;
  const stem = path.slice(0, -".js".length);
  return [`${stem}.ts`, `${stem}.tsx`].find((candidate) => existsSync(candidate)) ?? path;
}

/** Export name → [module file, name in that module], read from a barrel's `export { … } from "…"` lines. */
function barrelMap(barrelFile, resolveTarget) {
  const map = new Map();
  for (const [, names, from] of readFileSync(barrelFile, "utf8").matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const file = resolveTarget(from);
    for (const spec of names.split(",").map((s) => s.trim())) {
      if (!spec || spec.startsWith("type ")) continue;
      const [local, exported = local] = spec.split(/\s+as\s+/);
      map.set(exported.trim(), [file, local.trim()]);
    }
  }
  return map;
}

const IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;

/** The import statements for `specs` (an import's braces) taken from their own modules; type-only names are dropped. */
function deepStatements(specs, map, barrelSpecifier) {
  const deep = [];
  const rest = [];
  for (const raw of specs
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (raw.startsWith("type ")) continue;
    const [name, alias = name] = raw.split(/\s+as\s+/).map((s) => s.trim());
    const target = map.get(name);
    if (target) deep.push(`import { ${target[1]} as ${alias} } from ${JSON.stringify(target[0])};`);
    else rest.push(raw);
  }
  // Names a barrel does not list as values are types: TypeScript's import elision drops them.
  return [...deep, rest.length ? `import { ${rest.join(", ")} } from ${JSON.stringify(barrelSpecifier)};` : ""].join("\n");
}

/**
 * A module of Mantine's ESM build imports every module its own barrel named, most for nothing:
 * `NativeSelect.mjs` has `import '../Combobox/Combobox.mjs'` and 29 more. The package says only its
 * CSS has side effects, so the bundle drops their code, but esbuild still counts them when it cuts
 * chunks: the class filters' chunk imported the chunk of the form's Combobox, Popover, ScrollArea and
 * floating-ui (42 KB gzip) that it never runs. Those imports are left out at load.
 */
function withoutBareImports(path) {
  const source = readFileSync(path, "utf8");
  return { contents: source.replace(BARE_MODULE_IMPORT, ""), loader: "js", resolveDir: dirname(path) };
}
const BARE_MODULE_IMPORT = /^import '[^']+\.mjs';\n/gm;

export function deepImports() {
  const mantine = barrelMap(join(mantineEsm, "index.mjs"), (from) => (from.startsWith(".") ? join(mantineEsm, from) : from));
  const engine = new Map(ENGINE_BARRELS.map((barrel) => [barrel, barrelMap(barrel, (from) => sourceFile(resolve(dirname(barrel), from)))]));
  return {
    name: "deep-imports",
    setup(build) {
      // The project's sources and Mantine's other packages (nprogress, charts), which import its barrel too.
      build.onLoad({ filter: /\.(ts|tsx|mjs)$/ }, (args) => {
        if (args.path.startsWith(mantineEsm)) return withoutBareImports(args.path);
        if (args.path.includes("/node_modules/") && !/\/node_modules\/@mantine\/(?!core\/)[^/]+\/esm\//.test(args.path)) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("@mantine/core") && !source.includes("engine/")) return undefined;
        const contents = source.replace(IMPORT, (statement, typeOnly, specs, specifier) => {
          if (typeOnly) return statement;
          if (specifier === "@mantine/core") return deepStatements(specs, mantine, specifier);
          if (!specifier.startsWith(".")) return statement;
          const map = engine.get(sourceFile(resolve(dirname(args.path), specifier)));
          return map ? deepStatements(specs, map, specifier) : statement;
        });
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".ts") ? "ts" : "js" };
      });
    },
  };
}
