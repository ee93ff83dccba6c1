import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLocalRequest } from "../../schemas/hosts/isLocalRequest.js";
import { readConfig } from "../../site/server/config.js";

// "Local" is decided by who asks, as the trusted proxy chain reports it, never by the Host typed. Real Fastify
// servers with each kind of TRUST_PROXY (read by the server's own config) answer whether a request was local;
// the model below walks the chain by hand from labelled addresses, so it shares no code with the rule.

interface Address {
  readonly value: string;
  readonly local: boolean;
}
const ADDRESSES: readonly Address[] = [
  { value: "127.0.0.1", local: true },
  { value: "::ffff:127.0.0.1", local: true },
  { value: "::1", local: true },
  { value: "10.0.0.2", local: true },
  { value: "10.20.30.40", local: true },
  { value: "192.168.1.5", local: true },
  { value: "172.16.0.9", local: true },
  { value: "203.0.113.9", local: false },
  { value: "198.51.100.3", local: false },
  { value: "8.8.8.8", local: false },
  { value: "2001:db8::7", local: false },
];
const HOSTS: readonly Address[] = [
  { value: "main.localhost", local: true },
  { value: "main.localhost:3000", local: true },
  { value: "localhost", local: true },
  { value: "127.0.0.1:3000", local: true },
  { value: "kantor.local", local: true },
  { value: "192.168.1.5", local: true },
  { value: "[::1]:3000", local: true },
  { value: "akademi-arunika.example", local: false },
  { value: "203.0.113.9", local: false },
  { value: "www.contoh.id", local: false },
];

/** Each TRUST_PROXY a deployment may set, and which hop it trusts (by address, or by its place in the chain). */
const TRUSTS = [
  { env: undefined, trusts: () => false },
  { env: "127.0.0.1", trusts: (address: string) => plain(address) === "127.0.0.1" },
  { env: "10.0.0.0/8,127.0.0.1", trusts: (address: string) => plain(address) === "127.0.0.1" || plain(address).startsWith("10.") },
  { env: "1", trusts: (_address: string, hop: number) => hop < 1 },
  { env: "2", trusts: (_address: string, hop: number) => hop < 2 },
] as const;

const plain = (address: string) => address.replace(/^::ffff:/, "");

/** The model: walk outwards from the socket while the hop is a trusted proxy; local when the walk reached the end at a local client on a local host. */
function expectedLocal(trust: (typeof TRUSTS)[number], host: Address, socket: Address, forwarded: readonly Address[]): boolean {
  const chain = [socket, ...[...forwarded].reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && trust.trusts(chain[hop]!.value, hop)) hop += 1;
  return host.local && hop === chain.length - 1 && chain[hop]!.local;
}

const servers: FastifyInstance[] = [];
beforeAll(async () => {
  for (const trust of TRUSTS) {
    const app = Fastify({ trustProxy: readConfig({ ...(trust.env && { TRUST_PROXY: trust.env }) }).trustProxy });
    app.get("/who", async (request) => ({ local: isLocalRequest(request), ip: request.ip }));
    await app.ready();
    servers.push(app);
  }
});
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
});

describe("isLocalRequest", () => {
  it("is local only when the trusted chain's client address is local (Host values × forwarded chains × socket peers × TRUST_PROXY)", async () => {
    let locals = 0;
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(TRUSTS.length - 1),
        fc.constantFrom(...HOSTS),
        fc.constantFrom(...ADDRESSES),
        fc.array(fc.constantFrom(...ADDRESSES), { maxLength: 4 }),
        async (trustIndex, host, socket, forwarded) => {
          const answer = await servers[trustIndex]!.inject({
            method: "GET",
            url: "/who",
            remoteAddress: socket.value,
            headers: { host: host.value, ...(forwarded.length && { "x-forwarded-for": forwarded.map((a) => a.value).join(", ") }) },
          });
          expect(answer.statusCode).toBe(200);
          const expected = expectedLocal(TRUSTS[trustIndex]!, host, socket, forwarded);
          expect((answer.json() as { local: boolean }).local).toBe(expected);
          if (expected) locals += 1;
          else refusals += 1;
        },
      ),
      { numRuns: 400 },
    );
    // Both answers were reached: a rule that says "local" to all, or to none, fails above or here.
    expect(locals).toBeGreaterThan(10);
    expect(refusals).toBeGreaterThan(10);
  });

  it("takes a public Host away whoever asks, and a forged Host never makes a public client local", async () => {
    const [untrusted, behindVarnish] = servers;
    const ask = (app: FastifyInstance, host: string, remoteAddress: string, forwardedFor?: string) =>
      app
        .inject({ method: "GET", url: "/who", remoteAddress, headers: { host, ...(forwardedFor && { "x-forwarded-for": forwardedFor }) } })
        .then((answer) => (answer.json() as { local: boolean }).local);
    // The attack: Host main.localhost through Varnish (peer 127.0.0.1) for a client on the internet.
    expect(await ask(behindVarnish!, "main.localhost", "127.0.0.1", "203.0.113.9")).toBe(false);
    // The same through a proxy that TRUST_PROXY does not name: not local, though the peer is loopback.
    expect(await ask(untrusted!, "main.localhost", "127.0.0.1", "203.0.113.9")).toBe(false);
    expect(await ask(untrusted!, "main.localhost", "127.0.0.1", "127.0.0.1")).toBe(false);
    // A client that writes a local address into the header is the client Varnish saw, still.
    expect(await ask(behindVarnish!, "main.localhost", "127.0.0.1", "127.0.0.1, 203.0.113.9")).toBe(false);
    expect(await ask(behindVarnish!, "akademi-arunika.example", "127.0.0.1", "127.0.0.1")).toBe(false);
    expect(await ask(behindVarnish!, "main.localhost", "127.0.0.1", "127.0.0.1")).toBe(true);
    expect(await ask(untrusted!, "main.localhost:3000", "127.0.0.1")).toBe(true);
  });
});

describe("TRUST_PROXY", () => {
  it("refuses `true`, which would let any client name its own address, with a sentence that says what to set", () => {
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true .*name the proxies in front/);
  });
});
