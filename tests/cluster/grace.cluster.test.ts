import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../site/cluster/startCluster.mjs";
import { rawGet } from "../support/rawGet.js";

// Varnish honours what a node says of a page's freshness: its s-maxage is the TTL, its
// stale-while-revalidate how long a stale copy is served (and fetched again behind it) while a node
// answers. Here a page is fresh for 1 s and may be served stale for 3 s more.
const HOST = "demo.localhost";
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 1, quiet: true, env: { SHARED_CACHE_MS: "1000", SHARED_STALE_MS: "3000", LOG_LEVEL: "warn", ANALYTICS: "off" } });
});

afterAll(async () => {
  await cluster?.stop();
});

const viaVarnish = (path: string) => rawGet(Number(new URL(cluster.varnish.url).port), HOST, path);

describe("a page's freshness in Varnish", () => {
  it("is the node's: fresh for s-maxage, served stale within stale-while-revalidate, fetched anew past both", async () => {
    const first = await viaVarnish("/News");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=3");
    await viaVarnish("/Class");
    expect((await viaVarnish("/News")).headers["x-cache"]).toBe("HIT");
    // The clock is what is under test: the pages' age passes their TTL, then TTL + stale-while-
    // revalidate, with no request for them in between (a stale hit would refresh them).
    await sleep(1500);
    const stale = await viaVarnish("/News");
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.headers["x-node-grace"]).toBeUndefined();
    await sleep(3500);
    // Past the node's stale-while-revalidate with the node healthy: not served stale, fetched first.
    expect((await viaVarnish("/Class")).headers["x-cache"]).toBe("MISS");
  });
});
