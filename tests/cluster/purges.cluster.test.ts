import http from "node:http";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../site/cluster/startCluster.mjs";
import { DEV_REMOTE_TABLES_ANON_KEY } from "../../schemas/catalogue/remoteTablesAnonKey.js";
import { expectVisibleWithin } from "../support/expectVisibleWithin.js";
import { rawGet } from "../support/rawGet.js";

// Varnish with the shipped VCL in front of two render nodes and a platform process, all real: a page
// Varnish holds is purged by each kind of change, the nodes agree on the layout they serve, and a
// signed-in page is never stored. The layouts are a copy, so the change below touches no project file.
const HOST = "demo.localhost";
const ADMIN_KEY = "kunci-admin-klaster-0123456789";
let cluster: Cluster;
let tenants: string;

const port = (url: string) => Number(new URL(url).port);
const viaVarnish = (path: string, headers: Record<string, string> = {}) => rawGet(port(cluster.varnish.url), HOST, path, headers);
/** A node asked directly, as the cache asks it: the page and its surrogate keys. */
const fromNode = (index: number, path: string) => rawGet(port(cluster.nodes[index]!.url), HOST, path, { "surrogate-capability": 'varnish="xkey"' });
const layoutVersion = (answer: { headers: Record<string, unknown> }) => String(answer.headers.xkey).match(/lv:demo@(\S+)/)?.[1];

beforeAll(async () => {
  tenants = mkdtempSync(join(tmpdir(), "cluster-tenants-"));
  cpSync(resolve(import.meta.dirname, "../../tenants"), tenants, { recursive: true });
  cluster = await startCluster({
    nodes: 2,
    tenantsDir: tenants,
    quiet: true,
    // Pages and settings stay fresh for ten minutes, in Varnish and in the nodes: what changes within a
    // test's wait is changed by a purge, never by a copy growing old.
    env: { PLATFORM_ADMIN_KEY: ADMIN_KEY, PAGE_CACHE_MS: "600000", SETTINGS_TTL_MS: "600000", LOG_LEVEL: "warn", ANALYTICS: "off" },
  });
});

afterAll(async () => {
  await cluster?.stop();
  rmSync(tenants, { recursive: true, force: true });
});

/** Fetches a page through Varnish until it is a hit: it is then the cache's copy that a purge must reach. */
async function cached(path: string): Promise<string> {
  await expect.poll(async () => (await viaVarnish(path)).headers["x-cache"]).toBe("HIT");
  return (await viaVarnish(path)).text;
}

describe("a page Varnish holds", () => {
  it("is one copy for every anonymous visitor, whatever app-token or analytics cookies they carry", async () => {
    await cached("/News");
    const visitor = await viaVarnish("/News", { cookie: "_gt=satu; _ct=dua; _ga=GA1.2.3" });
    expect(visitor.headers["x-cache"]).toBe("HIT");
    // The surrogate keys stay between the nodes and the cache.
    expect(visitor.headers.xkey).toBeUndefined();
  });

  it("shows a changed layout file within a second, and both nodes serve its new version", async () => {
    expect(await cached("/")).toContain("Akademi Demo menampilkan contoh situs");
    const before = layoutVersion(await fromNode(0, "/"));
    const file = join(tenants, "demo.json");
    const saved = Date.now();
    writeFileSync(file, readFileSync(file, "utf8").replace("Akademi Demo menampilkan contoh situs", "Akademi Demo kini menampilkan contoh situs"));
    await expectVisibleWithin(
      saved,
      async () => (await viaVarnish("/")).text.includes("Akademi Demo kini menampilkan contoh situs"),
      "a saved layout file through Varnish",
    );
    const versions = await Promise.all([fromNode(0, "/"), fromNode(1, "/")].map(async (answer) => layoutVersion(await answer)));
    expect(versions[0]).not.toBe(before);
    expect(versions[1]).toBe(versions[0]);
  });

  it("shows a site's settings written through the platform within a second", async () => {
    expect(await cached("/Class")).toContain("<title>");
    const written = Date.now();
    const write = await fetch(`${cluster.varnish.url}/_platform/api/demo/cms/app/setting/title`, {
      method: "PUT",
      headers: { "content-type": "application/json", "authorization": `Bearer ${ADMIN_KEY}` },
      body: JSON.stringify({ value: "Akademi Demo Nusantara" }),
    });
    expect(write.status).toBe(200);
    await expectVisibleWithin(written, async () => (await viaVarnish("/Class")).text.includes("Akademi Demo Nusantara"), "a settings write through Varnish");
  });

  it("shows a book review within a second on the page that lists the reviews", async () => {
    const page = await cached("/Metamorfosa");
    expect(page).not.toContain("Sekar Ayuningtyas");
    const written = Date.now();
    const write = await fetch(`${cluster.varnish.url}/_platform/tables/rest/v1/book_reviews`, {
      method: "POST",
      headers: { "content-type": "application/json", "origin": `http://${HOST}`, "apikey": DEV_REMOTE_TABLES_ANON_KEY },
      body: JSON.stringify({ name: "Sekar Ayuningtyas", review: "Terjemahannya luwes, enak dibaca di kereta.", rating: 5 }),
    });
    expect(write.status).toBe(201);
    await expectVisibleWithin(written, async () => (await viaVarnish("/Metamorfosa")).text.includes("Sekar Ayuningtyas"), "a book review through Varnish");
  });
});

describe("purges", () => {
  /** A PURGE from a given loopback address: 127.0.0.1 is a node's, 127.0.0.2 stands for anyone else. */
  const purge = (from: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port: port(cluster.varnish.url), method: "PURGE", path: "/", localAddress: from, headers },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end();
    });

  it("are accepted from the nodes' addresses only, and must name their keys", async () => {
    expect(await purge("127.0.0.2", { "xkey-softpurge": "t:demo" })).toBe(403);
    expect(await purge("127.0.0.1", {})).toBe(400);
    expect(await purge("127.0.0.1", { "xkey-softpurge": "t:tidak-ada" })).toBe(200);
  });
});

describe("a signed-in visitor's page", () => {
  it("is never stored: it passes to a node every time, and no anonymous visitor gets it", async () => {
    const cookie = "access_token=uji-token-klaster; signed_in=1";
    const first = await viaVarnish("/Gallery", { cookie });
    const second = await viaVarnish("/Gallery", { cookie });
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["PASS", "PASS"]);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(first.text).toContain('"signedIn":true');
    const anonymous = await viaVarnish("/Gallery");
    expect(anonymous.text).not.toContain('"signedIn":true');
  });
});
