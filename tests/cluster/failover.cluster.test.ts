import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../site/cluster/startCluster.mjs";
import { rawGet } from "../support/rawGet.js";

// Nodes stop, die and come back under load, behind the shipped VCL: no visitor sees an error.
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 2, quiet: true, env: { LOG_LEVEL: "warn", ANALYTICS: "off" } });
});

afterAll(async () => {
  await cluster?.stop();
});

const varnishPort = () => Number(new URL(cluster.varnish.url).port);
/** How Varnish's probe sees a backend of nodes.vcl (node1, node2…): varnishadm's line for it. */
const backendList = (name: string) => spawnSync("varnishadm", ["-n", cluster.varnish.workDir, "backend.list", `*.${name}`], { encoding: "utf8" }).stdout;

/**
 * Visitors on `streams` connections ask for pages until `during` settles. Each URL is new to Varnish
 * (a parameter no route reads), so every request reaches a node; the nodes answer from their own cache.
 */
async function underLoad(
  during: (answered: (more: number) => Promise<void>) => Promise<void>,
  streams = 6,
): Promise<{ statuses: Map<number, number>; failures: string[] }> {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let done = false;
  let sequence = 0;
  let answers = 0;
  const paths = ["/", "/Class", "/News", "/Gallery"];
  const stream = async () => {
    while (!done) {
      sequence += 1;
      const path = `${paths[sequence % paths.length]}?muat=${sequence}`;
      try {
        const answer = await rawGet(varnishPort(), "demo.localhost", path, { "accept-encoding": "br" });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      answers += 1;
    }
  };
  const running = Array.from({ length: streams }, stream);
  // The load's own clock: until `more` further requests have been answered (the visitors' traffic, not a timer).
  const answered = async (more: number) => {
    const target = answers + more;
    await expect.poll(() => answers, { interval: 10 }).toBeGreaterThanOrEqual(target);
  };
  try {
    await during(answered);
  } finally {
    done = true;
    await Promise.all(running);
  }
  return { statuses, failures };
}

describe("failover behind Varnish", () => {
  it("a node killed mid-load costs no request: Varnish tries the other node", async () => {
    const { statuses, failures } = await underLoad(async (answered) => {
      await answered(20);
      await cluster.stopNode(0, "SIGKILL");
      // Traffic while Varnish still hands the dead node out, until its probe marks it sick, and then some more.
      await expect.poll(() => /\bsick\b/.test(backendList("node1")), { interval: 50 }).toBe(true);
      await answered(20);
      await cluster.startNode(0);
      await answered(20);
    });
    expect(failures).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(20);
  });

  it("a rolling restart of every node, one by one, costs no request", async () => {
    const { statuses, failures } = await underLoad(async () => {
      for (const index of cluster.nodes.keys()) {
        await cluster.stopNode(index, "SIGTERM");
        await cluster.startNode(index);
      }
    });
    expect(failures).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(20);
  });

  it("with every node down, an anonymous page Varnish holds keeps answering from its grace", async () => {
    const get = () => rawGet(varnishPort(), "demo.localhost", "/Program");
    await expect.poll(async () => (await get()).headers["x-cache"]).toBe("HIT");
    const held = (await get()).text;
    await Promise.all(cluster.nodes.map((_, index) => cluster.stopNode(index, "SIGTERM")));
    // The probe marks both nodes sick within a few probes; the page is served stale all along.
    await expect.poll(async () => (await fetch(`${cluster.varnish.url}/healthz`)).status).toBe(503);
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(held);
    await Promise.all(cluster.nodes.map((_, index) => cluster.startNode(index)));
  });
});
