import { Ajv } from "ajv";
import type { FromSchema } from "json-schema-to-ts";
import { parse, parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { describeAjvError } from "../../../schemas/documents/describeAjvError.js";
import type { LayoutProblem } from "../../../schemas/documents/LayoutProblem.js";
import { offsetToPosition, pointerOffset } from "../../../schemas/documents/sourcePositions.js";
import { siteFileSchema } from "../../../schemas/siteFile.js";

export type SiteFile = FromSchema<typeof siteFileSchema>;

/** Where the site files are when no folder is given: tenants/sites of the working directory (the project root). */
export const DEFAULT_SITES_DIR = resolve("tenants", "sites");

const validate = new Ajv({ allErrors: true, verbose: true }).compile<SiteFile>(siteFileSchema);

/** One site file checked: the record, or where and why it is refused (a problem in the layout problems' form). */
export function checkSiteFile(file: string, text: string): { ok: true; site: SiteFile } | { ok: false; problems: LayoutProblem[] } {
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length) {
    const { error, offset } = errors[0]!;
    return { ok: false, problems: [{ file, ...offsetToPosition(text, offset), pointer: "", message: `Invalid JSON: ${printParseErrorCode(error)}` }] };
  }
  const root = parseTree(text);
  const locate = (pointer: string, atKey = false) => ({ file, ...offsetToPosition(text, pointerOffset(root, pointer, atKey)), pointer });
  if (!validate(data)) {
    return { ok: false, problems: (validate.errors ?? []).map((error) => { const { pointer, message, atKey } = describeAjvError(error); return { ...locate(pointer, atKey), message }; }) };
  }
  if (basename(file) !== `${data.id}.json`) {
    return { ok: false, problems: [{ ...locate("/id"), message: `Site id '${data.id}' does not match the file name; expected the file to be named '${data.id}.json'` }] };
  }
  return { ok: true, site: data };
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
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith(".json")).sort()) {
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
      const root = parseTree(text);
      problems.push({ file, ...offsetToPosition(text, pointerOffset(root, `/hosts/${taken}`)), pointer: `/hosts/${taken}`, message: `Host '${host}' already belongs to site '${owners.get(host)}'; a host shows one site` });
      continue;
    }
    for (const host of checked.site.hosts) owners.set(host, checked.site.id);
    sites.push(checked.site);
  }
  return { sites, problems };
}
