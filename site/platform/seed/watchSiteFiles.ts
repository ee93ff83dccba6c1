import type { FSWatcher } from "node:fs";
import type { LayoutProblem } from "../../../schemas/documents/LayoutProblem.js";
import { watchFolder } from "../../../schemas/documents/watchFolder.js";
import { loadSiteFiles, type SiteFile } from "./loadSiteFiles.js";

/** Calls back with the folder's valid site files and their problems once it settles after a change. */
export function watchSiteFiles(dir: string, onChange: (sites: SiteFile[], problems: LayoutProblem[]) => void): FSWatcher | undefined {
  return watchFolder(dir, () => {
    const { sites, problems } = loadSiteFiles(dir);
    onChange(sites, problems);
  });
}
