// Client build: `import { Button } from "@mantine/core"` becomes an import of Button's own module.
// Through Mantine's barrel file, esbuild's code splitting puts every Mantine component any block
// uses into one chunk that every page loads; from their own modules, each lands with the blocks
// that use it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const esmDir = join(dirname(require.resolve("@mantine/core/styles.css")), "esm");

/** Export name → [module file, name in that module], read from Mantine's barrel. */
function barrelMap() {
  const map = new Map();
  const barrel = readFileSync(join(esmDir, "index.mjs"), "utf8");
  for (const [, names, from] of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const file = from.startsWith(".") ? join(esmDir, from) : from;
    for (const spec of names.split(",")) {
      const [local, exported = local] = spec.trim().split(/\s+as\s+/);
      if (local) map.set(exported.trim(), [file, local.trim()]);
    }
  }
  return map;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["'];?/g;

export function mantineDeepImports() {
  const map = barrelMap();
  return {
    name: "mantine-deep-imports",
    setup(build) {
      // The project's sources and Mantine's other packages (nprogress, charts), which import the barrel too.
      build.onLoad({ filter: /\.(ts|tsx|mjs)$/ }, (args) => {
        if (args.path.includes("/node_modules/") && !/\/node_modules\/@mantine\/(?!core\/)[^/]+\/esm\//.test(args.path)) return undefined;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("@mantine/core")) return undefined;
        const contents = source.replace(IMPORT, (statement, specs) => {
          const deep = [];
          const rest = [];
          for (const raw of specs.split(",").map((s) => s.trim()).filter(Boolean)) {
            if (raw.startsWith("type ")) continue;
            const [name, alias = name] = raw.split(/\s+as\s+/).map((s) => s.trim());
            const target = map.get(name);
            if (target) deep.push(`import { ${target[1]} as ${alias} } from ${JSON.stringify(target[0])};`);
            else rest.push(raw);
          }
          // Names the barrel does not list are types: TypeScript's import elision drops them.
          return [...deep, rest.length ? `import { ${rest.join(", ")} } from "@mantine/core";` : ""].join("\n");
        });
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".ts") ? "ts" : "js" };
      });
    },
  };
}
