import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../site/cluster/startCluster.mjs";
import { expectVisibleWithin } from "../support/expectVisibleWithin.js";
import { DEV_REMOTE_TABLES_ANON_KEY } from "../../schemas/catalogue/remoteTablesAnonKey.js";
import { rawGet } from "../support/rawGet.js";

// Issue 28: two platform processes on one PostgreSQL (the temporary one startCluster starts for more than one),
// two render nodes, each following one of them, and Varnish. A change made through either process reaches both
// nodes: each drops its own copy, though only one of them heard of it from the process that made it.
const HOST = "demo.localhost";
const ADMIN_KEY = "kunci-admin-klaster-dua-platform";
let cluster: Cluster;

const port = (url: string) => Number(new URL(url).port);
/** A node asked directly: its own page cache answers, so a change it did not hear of would show here. */
const fromNode = (index: number, path: string) => rawGet(port(cluster.nodes[index]!.url), HOST, path);

beforeAll(async () => {
  cluster = await startCluster({
    nodes: 2,
    platforms: 2,
    quiet: true,
    // The nodes' pages and settings stay fresh for ten minutes: what changes within a test is changed by a notice.
    env: { PLATFORM_ADMIN_KEY: ADMIN_KEY, PAGE_CACHE_MS: "600000", SETTINGS_TTL_MS: "600000", LOG_LEVEL: "warn", ANALYTICS: "off" },
  });
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
});

describe("two platform processes on one PostgreSQL, behind two render nodes", () => {
  it("runs each node on a platform process of its own, on the database startCluster started", async () => {
    expect(cluster.platforms).toHaveLength(2);
    expect(cluster.postgres?.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/platform$/);
    for (const platform of cluster.platforms) expect((await fetch(`${platform.url}/healthz`)).status).toBe(200);
    for (const node of cluster.nodes) expect((await (await fetch(`${node.url}/healthz`)).json()).changes).toBe("following");
  });

  it("shows settings written through one platform process on both nodes within a second, the one following the other process too", async () => {
    for (const index of [0, 1]) expect((await fromNode(index, "/Class")).text).not.toContain("Akademi Demo Dua Platform");
    // Written on the second process: node 1 follows the first, and hears of it only through the database.
    const written = Date.now();
    const write = await fetch(`${cluster.platforms[1]!.url}/_platform/api/demo/cms/app/setting/title`, {
      method: "PUT",
      headers: { "content-type": "application/json", "authorization": `Bearer ${ADMIN_KEY}` },
      body: JSON.stringify({ value: "Akademi Demo Dua Platform" }),
    });
    expect(write.status).toBe(200);
    for (const index of [0, 1])
      await expectVisibleWithin(
        written,
        async () => (await fromNode(index, "/Class")).text.includes("Akademi Demo Dua Platform"),
        `settings on node ${index + 1}`,
      );
  });

  it("shows a book review written through either process on every node's page of reviews", async () => {
    for (const [writer, name] of [
      [0, "Wulan Pratiwi"],
      [1, "Bagus Setiawan"],
    ] as const) {
      for (const index of [0, 1]) expect((await fromNode(index, "/Metamorfosa")).text).not.toContain(name);
      const written = Date.now();
      const write = await fetch(`${cluster.platforms[writer]!.url}/_platform/tables/rest/v1/book_reviews`, {
        method: "POST",
        headers: { "content-type": "application/json", "origin": `http://${HOST}`, "apikey": DEV_REMOTE_TABLES_ANON_KEY },
        body: JSON.stringify({ name, review: "Bab tentang tujuan hidup membuat saya berpikir ulang soal karier.", rating: 5 }),
      });
      expect(write.status).toBe(201);
      for (const index of [0, 1])
        await expectVisibleWithin(written, async () => (await fromNode(index, "/Metamorfosa")).text.includes(name), `a review on node ${index + 1}`);
    }
  });
});
