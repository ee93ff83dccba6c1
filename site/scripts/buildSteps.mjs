import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Folders and files whose content decides the build; layouts in tenants/ are read at run time. */
export const BUILD_INPUTS = ["engine", "blocks", "schemas", "site", "package-lock.json", "tsconfig.json"];

function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    yield* files(join(path, name));
  }
}

/** A hash of every build input: the build is stale when it differs from the one stored in dist/. */
export function sourceHash(root) {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS) {
    for (const file of files(join(root, input))) {
      if (file.includes(`${join("site", "platform")}`) && file.endsWith(".sqlite")) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}
