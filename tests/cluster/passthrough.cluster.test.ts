import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../site/cluster/startCluster.mjs";
import { futureWeekday } from "../support/futureWeekday.js";
import { rawGet, rawRequest } from "../support/rawGet.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";

// A render node with nothing in front of it, the platform in its own process (PLATFORM_URL): browsers
// still call the site's own /_platform/…, and the node passes those calls on as they came. Asked
// here on the node itself, as a browser would ask a node with no Varnish before it.
const HOST = "demo.localhost";
const ORIGIN = `http://${HOST}`;
const WRITE_LIMIT = 3;
const APPOINTMENT = "/_platform/api/v1/post/appointment/create";
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 1, quiet: true, env: { LOG_LEVEL: "warn", ANALYTICS: "off", PLATFORM_WRITE_LIMIT: String(WRITE_LIMIT) } });
});

afterAll(async () => {
  await cluster?.stop();
});

const nodePort = () => Number(new URL(cluster.nodes[0]!.url).port);

function book(email: string, visitorAddress: string) {
  const body = JSON.stringify({
    name: "Sari Wulandari",
    email,
    phone: "0812 3456 7890",
    date: futureWeekday(),
    time: "10:00",
    message: "Ingin konsultasi kelas",
  });
  return rawRequest(nodePort(), HOST, APPOINTMENT, {
    method: "POST",
    headers: { "content-type": "application/json", "origin": ORIGIN, "x-forwarded-for": visitorAddress },
    body,
  });
}

describe("a node with the platform in another process", () => {
  it("passes a visitor's write on to the platform, which stores it", async () => {
    const answer = await book("sari.passthrough@contoh.id", "203.0.113.7");
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ status: true, data: { id: expect.any(Number) } });
    const stored = queryPlatformDb<{ email: string }>(cluster.dataDir, "SELECT email FROM appointments WHERE email = ?", "sari.passthrough@contoh.id");
    expect(stored).toHaveLength(1);
  });

  it("names the visitor to the platform, so its write limit counts each visitor alone", async () => {
    const first = "198.51.100.21";
    const statuses: number[] = [];
    for (let n = 0; n <= WRITE_LIMIT; n++) statuses.push((await book(`batas${n}@contoh.id`, first)).status);
    expect(statuses).toEqual([...Array(WRITE_LIMIT).fill(201), 429]);
    // Another visitor, through the same node, is not held back by the first one's writes.
    expect((await book("pengunjung.lain@contoh.id", "198.51.100.22")).status).toBe(201);
  });

  it("never passes on a visitor's claim to be a server call", async () => {
    const claim = { "x-platform-server-call": cluster.secret };
    // The change stream answers the nodes' own calls only: through the node, even with the secret, it is not there.
    const viaNode = await rawGet(nodePort(), HOST, "/_platform/changes", claim);
    expect(viaNode.status).toBe(404);
    // On the platform itself the same header opens it: the node removed the claim, the platform did not ignore it.
    const controller = new AbortController();
    const direct = await fetch(`${cluster.platform.url}/_platform/changes`, { headers: claim, signal: controller.signal });
    expect(direct.status).toBe(200);
    controller.abort();
  });

  it("answers 503 with Retry-After and the platform's own envelope while the platform is down", async () => {
    cluster.platform.child.kill("SIGKILL");
    await new Promise((resolve) => cluster.platform.child.once("exit", resolve));
    const answer = await book("saat.mati@contoh.id", "203.0.113.8");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(answer.text)).toEqual({ status: false, message: "Platform sedang tidak dapat dihubungi; coba lagi dalam 5 detik.", data: null });
  });
});
