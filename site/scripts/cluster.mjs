// `npm run cluster [-- --nodes N] [--platforms P] [--port P]`: P platform processes (1 by default), N render
// nodes (2 by default) and Varnish with the shipped VCL on this machine, until Ctrl-C or SIGTERM. One
// `ready <role> <url> pid <pid>` line per process once all answer, for scripts to find them. Platform
// processes share DATABASE_URL; more than one without it get a temporary PostgreSQL, and a line says so.
import { parseArgs } from "node:util";
import { join, resolve } from "node:path";
import { ensureBuild } from "./ensureBuild.mjs";
import { findVarnish, startCluster } from "../cluster/startCluster.mjs";

const { values } = parseArgs({
  options: { nodes: { type: "string", default: "2" }, platforms: { type: "string", default: "1" }, port: { type: "string" } },
});
const nodes = Number(values.nodes);
const platforms = Number(values.platforms);
const port = values.port === undefined ? undefined : Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1) {
  console.error(`--nodes must be a whole number of at least 1, found '${values.nodes}'`);
  process.exit(2);
}
if (!Number.isInteger(platforms) || platforms < 1) {
  console.error(`--platforms must be a whole number of at least 1, found '${values.platforms}'`);
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
if (process.env.DATABASE_URL) console.log(`platform data in DATABASE_URL (PostgreSQL), shared by ${platforms} platform process(es)`);
else if (platforms > 1)
  console.log(`DATABASE_URL is not set: starting a temporary PostgreSQL for the ${platforms} platform processes to share (removed when the cluster stops)`);
const cluster = await startCluster({ nodes, platforms, port, dataDir, quiet: process.env.CLUSTER_LOGS !== "on" });
if (cluster.postgres) console.log(`ready postgres ${cluster.postgres.url} pid ${cluster.postgres.pid()}`);
for (const entry of [cluster.varnish, ...cluster.nodes, ...cluster.platforms]) console.log(`ready ${entry.role} ${entry.url} pid ${entry.child.pid}`);
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
