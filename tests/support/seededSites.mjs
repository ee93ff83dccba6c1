// The seeded sites as tenants/sites declares them: the tests and the benches take their hosts, titles and
// layouts from the site files rather than listing them again.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const sitesDir = resolve(import.meta.dirname, "../../tenants/sites");

/** Every site file, in file-name order: id, hosts (the primary first), title, layout, maintenance. */
export function seededSites() {
  return readdirSync(sitesDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const { id, hosts, title, layout, isMaintenance } = JSON.parse(readFileSync(join(sitesDir, name), "utf8"));
      return { id, hosts, title, layout, isMaintenance: isMaintenance === true };
    });
}

/** The primary host of every brand that is not in maintenance: one home page each. */
export function brandHosts() {
  return seededSites()
    .filter((site) => !site.isMaintenance)
    .map((site) => site.hosts[0]);
}
