// `npm run validate [--fix] [files…]`: one `file:line:col: message` line per problem; exit 1 when any
// file is invalid. A valid file in an older layout format is reported; with --fix it is rewritten upgraded.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { join, relative } from "node:path";
import { blockContracts } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { applySettingsDefaults, type RawSettings } from "../../engine/index.js";
import { layoutRootOf, listLayoutFiles, loadLayoutFiles, loadLayoutValidator } from "../../engine/node.js";
import { formatProblem } from "../../schemas/documents/LayoutProblem.js";
import { LAYOUT_FORMAT } from "../../schemas/layout.js";

const fix = process.argv.includes("--fix");
const args = process.argv.slice(2).filter((arg) => arg !== "--fix");
const paths = args.length ? args : listLayoutFiles("tenants");
const files = paths.map((path) => {
  try {
    return { file: relative(process.cwd(), path) || path, text: readFileSync(path, "utf8") };
  } catch (error) {
    return { file: path, text: "", readError: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
});

const unreadable = files.filter((f) => "readError" in f);
for (const f of unreadable) console.log(`${f.file}:1:1: Cannot read the file (${(f as { readError: string }).readError})`);

// Layouts may extend layouts (and include copy) that were not named: load the rest of their folders, parts/ and copy/ as context.
const named = new Set(files.map((f) => f.file));
const context = [...new Set(files.map((f) => layoutRootOf(f.file)))].flatMap((dir) =>
  listLayoutFiles(dir)
    .filter((file) => !named.has(file))
    .map((file) => ({ file, text: readFileSync(file, "utf8") })),
);

// The build's precompiled check when it was generated from this very schema (same answers, no compiling); else compiled.
const validate = loadLayoutValidator(blockContracts, catalogue, new URL("../../dist/server/validators/", import.meta.url));
const { problems, upgrades } = loadLayoutFiles([...files.filter((f) => !("readError" in f)), ...context], validate);
const reported = problems.filter((p) => named.has(p.file));
for (const problem of reported) console.log(formatProblem(problem));
for (const upgrade of upgrades.filter((u) => named.has(u.file))) {
  // The files are written as JSON.stringify lays them out, two spaces, which is how they are kept.
  if (fix) writeFileSync(upgrade.file, `${JSON.stringify(upgrade.document, null, 2)}\n`);
  const steps = upgrade.steps.join("; ");
  console.log(
    fix
      ? `${upgrade.file}: upgraded from layout format ${upgrade.from} to ${LAYOUT_FORMAT} (${steps})`
      : `${upgrade.file}: written in layout format ${upgrade.from}, read as format ${LAYOUT_FORMAT} (${steps}); --fix writes the upgrade`,
  );
}
// Site colours the theme had to move for contrast: a warning, the site still renders (accessibly).
if (!args.length) {
  // The palette is the theme's (it starts from Mantine's colours): loaded only for this check, so that
  // validating layouts loads no rendering code. The rendering layer imports stylesheets, which Node
  // reads as empty modules once this hook is in.
  register("../scripts/cssLoaderHooks.mjs", import.meta.url);
  const { accessiblePalette, adjustmentWarning } = await import("../../engine/react.js");
  const sites = readdirSync(join("tenants", "sites"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => join("tenants", "sites", name));
  for (const file of sites) {
    try {
      const raw = JSON.parse(readFileSync(file, "utf8")) as RawSettings;
      for (const adjustment of accessiblePalette(applySettingsDefaults(raw).css).adjustments) {
        console.log(`WARNING ${adjustmentWarning(file, adjustment, !raw.css?.[adjustment.setting])}`);
      }
    } catch {
      // An unreadable site file is the site schema's concern (npm run schemas, the tenant tests), not this check's.
    }
  }
}
const bad = new Set([...reported.map((p) => p.file), ...unreadable.map((f) => f.file)]);
console.log(`${files.length - bad.size} valid, ${bad.size} invalid`);
process.exit(bad.size ? 1 : 0);
