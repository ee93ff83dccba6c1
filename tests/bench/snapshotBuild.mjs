// A private copy of dist/ for the whole run. Other work in this tree rebuilds dist/ (npm test, npm
// start do when sources change), which would pull files from under a server in the middle of a
// 20-minute run. The servers run from a temporary folder holding a copy of dist/ (without source
// maps) beside links to the live tenants/, site/, node_modules/ and package.json, so every path
// the server resolves from its working folder or its own location still finds what it expects.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "../../site/scripts/ensureBuild.mjs";
import { root } from "./paths.mjs";
import { onCleanup, sleep } from "./processes.mjs";

const linked = ["node_modules", "tenants", "site", "package.json"];

export async function snapshotBuild({ build = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "bench-dist-"));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  for (const name of linked) symlinkSync(join(root, name), join(dir, name));
  for (let attempt = 1; ; attempt++) {
    try {
      if (build) await ensureBuild();
      rmSync(join(dir, "dist"), { recursive: true, force: true });
      cpSync(join(root, "dist"), join(dir, "dist"), { recursive: true, filter: (source) => !source.endsWith(".map") });
      if (existsSync(join(dir, "dist/server/main.mjs")) && existsSync(join(dir, "dist/client/manifest.json"))) return dir;
      throw new Error("dist/ is incomplete");
    } catch (error) {
      // Most likely another build ran at the same time (npm test, npm start): wait and try again.
      if (attempt === 5) throw new Error(`could not build and copy a complete dist/: ${error instanceof Error ? error.message : error}`);
      await sleep(5000);
    }
  }
}
