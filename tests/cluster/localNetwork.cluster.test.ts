import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../site/cluster/startCluster.mjs";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/seedUserEmail.js";
import { rawRequest, type Answer } from "../support/rawGet.js";

// Issue 39's takeover, replayed as an attacker would: Varnish with the shipped VCL in front, every local Host
// value typed by a client on the internet (X-Forwarded-For names it to Varnish, which adds its own peer). The
// local network is who asks, as the trusted chain tells it; the Host typed never makes a request local.
const LOCAL_HOSTS = ["main.localhost", "localhost", "127.0.0.1", "kantor.local", "192.168.1.5"] as const;
const PUBLIC_CLIENT = "203.0.113.9";
const SUPERADMIN = seedUserEmail("arunika", 0);
const LOGIN = `/_platform/account/login?lmsId=arunika&code=kode123&token=tokensekali123&origin=${encodeURIComponent("http://main.localhost/CallbackAuth")}`;
const SETTINGS = "/_platform/api/arunika/cms/app/settings";
const SOURCE_MAP = `/assets/${readdirSync(join(process.cwd(), "dist", "client", "assets")).find((name) => name.endsWith(".js.map"))}`;

/** Who asks: a client on this machine, or one on the internet whose address a proxy forwards. */
type Client = "local" | "public";
const from = (client: Client): Record<string, string> => (client === "public" ? { "x-forwarded-for": PUBLIC_CLIENT } : {});

let trusted: Cluster;
let untrusted: Cluster;
/** A superadmin's token, taken before the tests below make the account back off with their refused sign-ins. */
let superadminToken: string;
beforeAll(async () => {
  const env = { LOG_LEVEL: "warn", ANALYTICS: "off" };
  [trusted, untrusted] = await Promise.all([
    startCluster({ nodes: 1, quiet: true, env }),
    // The same deployment with nobody telling the processes that Varnish is in front.
    startCluster({ nodes: 1, quiet: true, env: { ...env, TRUST_PROXY: "false" } }),
  ]);
  superadminToken = (await probe(entries(trusted).varnish, "main.localhost", "local")).token!;
}, 120_000);
afterAll(async () => {
  await Promise.all([trusted?.stop(), untrusted?.stop()]);
});

const portOf = (url: string) => Number(new URL(url).port);
/** Where a request enters: Varnish, or a node with nothing in front (it passes `/_platform/` on itself). */
const entries = (cluster: Cluster) => ({ varnish: portOf(cluster.varnish.url), node: portOf(cluster.nodes[0]!.url) });

interface Probe {
  readonly accounts: boolean;
  readonly token: string | undefined;
  readonly sourceMap: number;
  readonly gallery: number;
  readonly healthDetails: boolean;
}

/** Every request the local-network rule guards, from one client, on one Host, through one entry. */
async function probe(port: number, host: string, client: Client): Promise<Probe> {
  const headers = from(client);
  const login = await rawRequest(port, host, LOGIN, { headers });
  const token = await rawRequest(port, host, "/_platform/account/generate/token", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "lmsid": "arunika" },
    body: JSON.stringify({ email: SUPERADMIN, password: SEED_PASSWORD }),
  });
  const sourceMap = await rawRequest(port, host, SOURCE_MAP, { headers });
  const gallery = await rawRequest(port, host, "/_blocks", { headers });
  const health = await rawRequest(port, host, "/healthz", { headers });
  return {
    accounts: login.text.includes(SUPERADMIN) || login.text.includes(SEED_PASSWORD),
    token: token.status === 200 ? (JSON.parse(token.text) as { data: { token: string } }).data.token : undefined,
    sourceMap: sourceMap.status,
    gallery: gallery.status,
    healthDetails: health.status === 200 && "layouts" in (JSON.parse(health.text) as object),
  };
}

const putSettings = (port: number, host: string, client: Client, token: string, body: object): Promise<Answer> =>
  rawRequest(port, host, SETTINGS, {
    method: "PUT",
    headers: { ...from(client), "content-type": "application/json", "lmsid": "arunika", "authorization": `Bearer ${token}` },
    body: JSON.stringify(body),
  });

const titleOf = async (cluster: Cluster) =>
  (JSON.parse((await rawRequest(portOf(cluster.platform.url), "127.0.0.1", SETTINGS, { headers: { lmsid: "arunika" } })).text) as { data: { title: string } })
    .data.title;

const NOTHING: Probe = { accounts: false, token: undefined, sourceMap: 404, gallery: 404, healthDetails: false };

describe("with TRUST_PROXY naming Varnish", () => {
  it.each(LOCAL_HOSTS)(
    "a client on this machine asking for %s gets the accounts, a token, the source map, the gallery and the health details",
    async (host) => {
      for (const port of Object.values(entries(trusted))) {
        const seen = await probe(port, host, "local");
        expect(seen).toMatchObject({ accounts: true, sourceMap: 200, gallery: 200, healthDetails: true });
        expect(seen.token).toMatch(/^\S{20,}$/);
      }
    },
  );

  it.each(LOCAL_HOSTS)("a client on the internet typing Host %s gets none of them, through Varnish or a node", async (host) => {
    for (const port of Object.values(entries(trusted))) expect(await probe(port, host, "public")).toEqual(NOTHING);
  });

  it("refuses the internet's admin write even with a superadmin's token, and takes the local one", async () => {
    const { varnish } = entries(trusted);
    const before = await titleOf(trusted);
    const token = superadminToken;
    for (const host of LOCAL_HOSTS) {
      const title = await putSettings(varnish, host, "public", token, { title: "Situs Diambil Alih" });
      expect(title.status).toBe(403);
      expect(JSON.parse(title.text)).toMatchObject({ status: false });
      expect((await putSettings(varnish, host, "public", token, { isMaintenance: true })).status).toBe(403);
    }
    expect(await titleOf(trusted)).toBe(before);
    // From this machine the same write is an operator's, and is kept (then put back).
    expect((await putSettings(varnish, "main.localhost", "local", token, { title: "Arunika Academy Uji" })).status).toBe(200);
    expect(await titleOf(trusted)).toBe("Arunika Academy Uji");
    expect((await putSettings(varnish, "main.localhost", "local", token, { title: before })).status).toBe(200);
  });

  it("never gives a public Host the local answers, whoever asks", async () => {
    const { varnish } = entries(trusted);
    expect(await probe(varnish, "akademi-arunika.example", "local")).toMatchObject({ accounts: false, token: undefined, sourceMap: 404, healthDetails: false });
  });
});

describe("with a proxy in front but TRUST_PROXY unset", () => {
  it("says so in the node's and the platform's logs as they start", () => {
    expect(untrusted.nodes[0]!.output()).toContain("TRUST_PROXY is not set, yet PURGE_URLS names a cache in front of this node");
    expect(untrusted.platform.output()).toContain("TRUST_PROXY is not set on this platform process");
  });

  it.each(LOCAL_HOSTS)("nobody asking through Varnish for %s is local, not even a client on this machine", async (host) => {
    const { varnish } = entries(untrusted);
    expect(await probe(varnish, host, "local")).toEqual(NOTHING);
    expect(await probe(varnish, host, "public")).toEqual(NOTHING);
  });
});
