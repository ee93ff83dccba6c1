// A private copy of a build for the whole run. Other work in this tree rebuilds dist/ (npm test,
// npm start do when sources change), which would pull files from under a server in the middle of a
// 20-minute run; and a broad `pkill -f dist/server/main.mjs` elsewhere would stop ours too. So the
// servers run from a temporary folder holding a copy of dist/ (without source maps) under another
// name, beside links to the live tenants/, site/, node_modules/ and package.json: every path the
// server resolves from its working folder or from its own location (at the same depth) still
// finds what it expects.
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "../../site/scripts/ensureBuild.mjs";
import { root } from "./paths.mjs";
import { onCleanup, sleep } from "./processes.mjs";

const linked = ["node_modules", "tenants", "site", "package.json"];

/**
 * Copies `source`/dist (building it first when `build`) and resolves with what `startOurServer`
 * runs: { cwd, entry, clientDir }.
 */
export async function snapshotBuild({ source = root, build = true } = {}) {
  const cwd = mkdtempSync(join(tmpdir(), "bench-app-"));
  onCleanup(() => rmSync(cwd, { recursive: true, force: true }));
  for (const name of linked) if (existsSync(join(source, name))) symlinkSync(join(source, name), join(cwd, name));
  const copy = join(cwd, "build");
  const app = { cwd, entry: join(copy, "server/site-server.mjs"), clientDir: join(copy, "client") };
  for (let attempt = 1; ; attempt++) {
    try {
      if (build) await ensureBuild();
      rmSync(copy, { recursive: true, force: true });
      cpSync(join(source, "dist"), copy, { recursive: true, filter: (path) => !path.endsWith(".map") });
      if (!existsSync(join(copy, "server/main.mjs")) || !existsSync(join(copy, "client/manifest.json"))) throw new Error("dist/ is incomplete");
      renameSync(join(copy, "server/main.mjs"), app.entry);
      return app;
    } catch (error) {
      // Most likely another build ran at the same time (npm test, npm start): wait and try again.
      if (attempt === 5) throw new Error(`could not build and copy a complete dist/: ${error instanceof Error ? error.message : error}`);
      await sleep(5000);
    }
  }
}
