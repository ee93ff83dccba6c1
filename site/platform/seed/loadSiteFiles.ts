import type { FromSchema } from "json-schema-to-ts";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { LayoutProblem } from "../../../schemas/documents/LayoutProblem.js";
import type { siteFileSchema } from "../../../schemas/siteFile.js";
import { contentCheck } from "../validation/contentChecks.js";
import { checkJsonDocument, type ProblemAt } from "./checkJsonDocument.js";

export type SiteFile = FromSchema<typeof siteFileSchema>;

/** Where the site files are when no folder is given: tenants/sites of the working directory (the project root). */
export const DEFAULT_SITES_DIR = resolve("tenants", "sites");

/** One site file checked: the record, or where and why it is refused (a problem in the layout problems' form). */
export function checkSiteFile(file: string, text: string): { ok: true; site: SiteFile; problemAt: ProblemAt } | { ok: false; problems: LayoutProblem[] } {
  const checked = checkJsonDocument(file, text, contentCheck<SiteFile>("siteFile"));
  if (!checked.ok) return checked;
  if (basename(file) !== `${checked.data.id}.json`) {
    const message = `Site id '${checked.data.id}' does not match the file name; expected the file to be named '${checked.data.id}.json'`;
    return { ok: false, problems: [checked.problemAt("/id", message)] };
  }
  return { ok: true, site: checked.data, problemAt: checked.problemAt };
}

/**
 * The site files of a folder (`tenants/sites/*.json`): the valid ones, and every problem found. A host
 * claimed by two files goes to the first by file name; the second is refused for it.
 */
export function loadSiteFiles(dir: string): { sites: SiteFile[]; problems: LayoutProblem[] } {
  if (!existsSync(dir)) return { sites: [], problems: [] };
  const sites: SiteFile[] = [];
  const problems: LayoutProblem[] = [];
  const owners = new Map<string, string>();
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith(".json"))
    .sort()) {
    const file = join(dir, name);
    const text = readFileSync(file, "utf8");
    const checked = checkSiteFile(file, text);
    if (!checked.ok) {
      problems.push(...checked.problems);
      continue;
    }
    const taken = checked.site.hosts.findIndex((host) => owners.has(host));
    if (taken >= 0) {
      const host = checked.site.hosts[taken]!;
      problems.push(checked.problemAt(`/hosts/${taken}`, `Host '${host}' already belongs to site '${owners.get(host)}'; a host shows one site`));
      continue;
    }
    for (const host of checked.site.hosts) owners.set(host, checked.site.id);
    sites.push(checked.site);
  }
  return { sites, problems };
}
