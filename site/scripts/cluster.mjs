// `npm run cluster [-- --nodes N] [--port P]`: the platform, N render nodes (2 by default) and Varnish
// with the shipped VCL on this machine, until Ctrl-C or SIGTERM. One `ready <role> <url> pid <pid>`
// line per process once all answer, for scripts to find them.
import { parseArgs } from "node:util";
import { join, resolve } from "node:path";
import { ensureBuild } from "./ensureBuild.mjs";
import { findVarnish, startCluster } from "../cluster/startCluster.mjs";

const { values } = parseArgs({ options: { nodes: { type: "string", default: "2" }, port: { type: "string" } } });
const nodes = Number(values.nodes);
const port = values.port === undefined ? undefined : Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1) {
  console.error(`--nodes must be a whole number of at least 1, found '${values.nodes}'`);
  process.exit(2);
}
if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) {
  console.error(`--port must be a TCP port (1-65535), found '${values.port}'`);
  process.exit(2);
}
const varnish = findVarnish();
if (varnish.error) {
  console.error(varnish.error);
  process.exit(1);
}

const root = resolve(import.meta.dirname, "../..");
const dataDir = resolve(process.env.DATA_DIR || join(root, "data", "cluster"));
await ensureBuild();
console.log(`data in ${dataDir}; layouts and sites from ${resolve(process.env.TENANTS_DIR || join(root, "tenants"))}`);
const cluster = await startCluster({ nodes, port, dataDir, quiet: process.env.CLUSTER_LOGS !== "on" });
for (const entry of [cluster.varnish, ...cluster.nodes, cluster.platform]) console.log(`ready ${entry.role} ${entry.url} pid ${entry.child.pid}`);
console.log(`open http://demo.localhost:${new URL(cluster.varnish.url).port}/ (any *.localhost host is the demo site); Ctrl-C stops them all`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
}
