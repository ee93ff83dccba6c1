// `npm run tenant -- add <host> --layout <id> [--id <id>] [--title "<title>"] [--dir <tenants folder>]`:
// adds a site for a host as a data file, tenants/sites/<id>.json. A running server picks it up within a
// second; edit the file afterwards for the theme, the other hosts and the meta texts.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { addSiteFile } from "../seed/addSiteFile.js";

const USAGE = 'usage: npm run tenant -- add <host> --layout <layout id> [--id <site id>] [--title "<site title>"] [--dir <tenants folder>]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { layout: { type: "string" }, id: { type: "string" }, title: { type: "string" }, dir: { type: "string", default: "tenants" } },
});
const [command, host] = positionals;
if (command !== "add" || !host || !values.layout) {
  console.error(USAGE);
  process.exit(2);
}
const result = addSiteFile({ tenantsDir: resolve(values.dir), host, layout: values.layout, id: values.id, title: values.title });
if (!result.ok) {
  console.error(`tenant: ${result.message}`);
  process.exit(1);
}
console.log(`wrote ${result.file}: ${host} shows layout '${result.site.layout}' as '${result.site.title}'. A running server serves it within a second.`);
