import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import { DEMO_HOST, tenantHostCandidates } from "../../engine/tenant/tenantHostCandidates.js";

const hostish = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((ip) => `[${ip}]`),
  fc.tuple(fc.domain(), fc.integer({ min: 0, max: 65535 })).map(([d, p]) => `${d}:${p}`),
  fc.constantFrom("localhost", "main.localhost:3000", "printer.local", "10.0.0.1", "[::1]:3000", ""),
);

describe("tenant resolution", () => {
  it("is total and deterministic over arbitrary host strings", () => {
    fc.assert(
      fc.property(hostish, (raw) => {
        const first = tenantHostCandidates(raw);
        expect(first.length).toBeGreaterThan(0);
        expect(tenantHostCandidates(raw)).toEqual(first);
        for (const host of first) expect(normalizeHost(host)).toBe(host);
      }),
      { numRuns: 2000 },
    );
  });
  it("ends with the demo host exactly for local-network hosts and unusable input", () => {
    fc.assert(
      fc.property(hostish, (raw) => {
        const host = normalizeHost(raw);
        const candidates = tenantHostCandidates(raw);
        const local = host === "" || isLocalNetworkHost(host);
        expect(candidates[candidates.length - 1] === DEMO_HOST).toBe(local || host === DEMO_HOST);
        if (host) expect(candidates[0]).toBe(host);
      }),
      { numRuns: 2000 },
    );
  });
  it("ignores case and port", () => {
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 1, max: 65535 }), (domain, port) => {
        expect(tenantHostCandidates(`${domain.toUpperCase()}:${port}`)).toEqual(tenantHostCandidates(domain));
      }),
    );
  });
});
