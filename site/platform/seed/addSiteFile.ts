import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkSiteFile, loadSiteFiles, type SiteFile } from "./loadSiteFiles.js";

export interface AddSiteOptions {
  /** The tenants folder: layouts in it, site files in its `sites` folder. */
  tenantsDir: string;
  host: string;
  layout: string;
  id?: string;
  title?: string;
}

/** "akademi-bahari.localhost" → "akademi-bahari"; the id a new site gets unless one is given. */
export function siteIdOf(host: string): string {
  return (host.split(".")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "-")
    .replace(/^[^a-z]+/, "")
    .slice(0, 41);
}

/** "akademi-bahari" → "Akademi Bahari". */
function titleOf(id: string): string {
  return id
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Writes `tenants/sites/<id>.json` for a new host: its layout (which must be a servable layout of the
 * folder), the demo site's theme to start from, and a title from the host. Refuses, saying why, a host
 * or id already taken, an unknown or abstract layout, and anything the site schema refuses.
 */
export function addSiteFile(options: AddSiteOptions): { ok: true; file: string; site: SiteFile } | { ok: false; message: string } {
  const sitesDir = join(options.tenantsDir, "sites");
  const host = options.host.trim().toLowerCase();
  const id = options.id ?? siteIdOf(host);
  const layoutFile = join(options.tenantsDir, `${options.layout}.json`);
  if (!existsSync(layoutFile)) return { ok: false, message: `No layout '${options.layout}': ${layoutFile} does not exist` };
  let layout: { abstract?: boolean };
  try {
    layout = JSON.parse(readFileSync(layoutFile, "utf8")) as { abstract?: boolean };
  } catch (error) {
    return { ok: false, message: `Layout file ${layoutFile} is not valid JSON (${(error as Error).message}); \`npm run validate ${layoutFile}\` says where` };
  }
  if (layout.abstract) {
    return { ok: false, message: `Layout '${options.layout}' is abstract (only for others to extend); choose a layout a site can show` };
  }
  const { sites } = loadSiteFiles(sitesDir);
  const owner = sites.find((site) => site.hosts.includes(host));
  if (owner) return { ok: false, message: `Host '${host}' already shows site '${owner.id}' (${join(sitesDir, `${owner.id}.json`)})` };
  const file = join(sitesDir, `${id}.json`);
  if (existsSync(file)) return { ok: false, message: `Site '${id}' exists already (${file}); give another id with --id` };
  const demo = sites.find((site) => site.id === "demo");
  const site = {
    $schema: "../../schemas/site.schema.json",
    id,
    hosts: [host],
    title: options.title ?? titleOf(id),
    tagline: "",
    layout: options.layout,
    isMaintenance: false,
    css: demo?.css ?? {
      ft_primary: "Raleway",
      ft_secondary: "Inter",
      clr_primary: "#1d4ed8",
      clr_secondary: "#0f766e",
      clr_success: "#15803d",
      clr_info: "#0369a1",
      clr_warning: "#b45309",
      clr_danger: "#b91c1c",
      clr_light: "#f8fafc",
      clr_dark: "#0f172a",
    },
    meta: { description: "", keywords: "" },
  };
  const text = `${JSON.stringify(site, null, 2)}\n`;
  const checked = checkSiteFile(file, text);
  if (!checked.ok) return { ok: false, message: checked.problems.map((problem) => `${problem.message} (at ${problem.pointer || "/"})`).join("; ") };
  writeFileSync(file, text, { flag: "wx" });
  return { ok: true, file, site: checked.site };
}
