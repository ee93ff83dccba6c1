import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onCleanup } from "./processes.mjs";

let dir;
/** A path in this run's temporary folder (removed at cleanup). */
export function tempFile(name) {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), "bench-run-"));
    const created = dir;
    onCleanup(() => rmSync(created, { recursive: true, force: true }));
  }
  return join(dir, name);
}
