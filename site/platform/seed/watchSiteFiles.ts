import { existsSync, watch, type FSWatcher } from "node:fs";
import type { LayoutProblem } from "../../../engine/layout/LayoutProblem.js";
import { loadSiteFiles, type SiteFile } from "./loadSiteFiles.js";

/**
 * Calls back with the folder's valid site files and their problems after every change in it (editors
 * write in several steps: it waits for the folder to settle). Undefined when there is no folder.
 */
export function watchSiteFiles(dir: string, onChange: (sites: SiteFile[], problems: LayoutProblem[]) => void): FSWatcher | undefined {
  if (!existsSync(dir)) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const { sites, problems } = loadSiteFiles(dir);
      onChange(sites, problems);
    }, 150);
  });
  watcher.on("close", () => clearTimeout(timer));
  return watcher;
}
