import type { RawSettings } from "../../engine/tenant/siteSettings.js";
import { describe, expect, it } from "vitest";
import { createSettingsStore } from "../../engine/tenant/createSettingsStore.js";
import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import { applySettingsDefaults, isMaintenanceOn } from "../../engine/tenant/siteSettings.js";
import { DEMO_HOST, tenantHostCandidates } from "../../engine/tenant/tenantHostCandidates.js";
import { isWellFormedHost } from "../../schemas/hosts/isWellFormedHost.js";

describe("normalizeHost", () => {
  it.each([
    ["Main.LocalHost:3000", "main.localhost"],
    ["[::1]:8080", "::1"],
    ["example.org.", "example.org"],
    ["  demo.localhost ", "demo.localhost"],
    ["", ""],
    ["bad host", ""],
    ["a..b", ""],
    // Found by the property test: with one trailing dot taken off, "0.." was "0.", which normalizes to "0".
    ["0..", ""],
    ["example.org..", ""],
  ])("%s → %s", (raw, expected) => expect(normalizeHost(raw)).toBe(expected));
});

describe("isLocalNetworkHost", () => {
  it.each(["localhost", "foo.localhost", "printer.local", "127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.10", "::1", "fd12:3456::1"])(
    "%s is local",
    (host) => expect(isLocalNetworkHost(host)).toBe(true),
  );
  it.each(["example.org", "172.32.0.1", "8.8.8.8", "localhost.example.com", "192.169.0.1"])("%s is not local", (host) =>
    expect(isLocalNetworkHost(host)).toBe(false),
  );
});

describe("tenantHostCandidates", () => {
  it("asks for a known-looking host first, then demo on the local network", () => {
    expect(tenantHostCandidates("main.localhost:3000")).toEqual(["main.localhost", DEMO_HOST]);
    expect(tenantHostCandidates("192.168.0.5")).toEqual(["192.168.0.5", DEMO_HOST]);
    expect(tenantHostCandidates("demo.localhost")).toEqual([DEMO_HOST]);
  });
  it("never falls back to demo for a public host", () => {
    expect(tenantHostCandidates("www.example.org")).toEqual(["www.example.org"]);
  });
  it("serves demo when there is no usable host", () => {
    expect(tenantHostCandidates(undefined)).toEqual([DEMO_HOST]);
    expect(tenantHostCandidates("<script>")).toEqual([DEMO_HOST]);
  });
});

describe("settings defaults and maintenance", () => {
  it("turns maintenance on when isMaintenance is true, absent or null", () => {
    expect(isMaintenanceOn({ isMaintenance: true })).toBe(true);
    expect(isMaintenanceOn({})).toBe(true);
    expect(isMaintenanceOn({ isMaintenance: null })).toBe(true);
    expect(isMaintenanceOn(null)).toBe(true);
    expect(isMaintenanceOn({ isMaintenance: false })).toBe(false);
  });
  it("fills fonts, colours and layout from the spec's defaults", () => {
    const settings = applySettingsDefaults({ isMaintenance: false, css: { clr_primary: "#123456", ft_primary: "" } });
    expect(settings.css.ft_primary).toBe("Raleway");
    expect(settings.css.ft_secondary).toBe("Inter");
    expect(settings.css.clr_primary).toBe("#123456");
    expect(settings.layout).toBe("demo");
  });
  it("drops colour and font values that are not well formed", () => {
    const settings = applySettingsDefaults({ css: { clr_primary: "red;}body{display:none", ft_primary: "x</style>" } });
    expect(settings.css.clr_primary).toBe("#1b8a9e");
    expect(settings.css.ft_primary).toBe("Raleway");
  });
});

describe("createSettingsStore", () => {
  it("falls back to the demo settings for an unknown local host and caches per host", async () => {
    const asked: string[] = [];
    const store = createSettingsStore({
      fetchSettings: async (host) => {
        asked.push(host);
        return host === DEMO_HOST ? { id: "demo", title: "Demo", layout: "demo", isMaintenance: false } : null;
      },
    });
    const first = await store.resolve("printer.local:3000");
    expect(first).toMatchObject({ host: DEMO_HOST, known: true, settings: { id: "demo", maintenance: false } });
    await store.resolve("printer.local");
    expect(asked).toEqual(["printer.local", DEMO_HOST]);
  });
  it("uses defaults (so maintenance) for a host that never had settings, and asks a failing platform again only after failureMs", async () => {
    let calls = 0;
    let clock = 0;
    const store = createSettingsStore({
      failureMs: 10_000,
      now: () => clock,
      fetchSettings: async () => {
        calls++;
        throw new Error("platform down");
      },
    });
    const result = await store.resolve("www.example.org");
    expect(result.known).toBe(false);
    expect(result.settings.maintenance).toBe(true);
    await store.resolve("www.example.org");
    expect(calls).toBe(1);
    clock = 10_001;
    await store.resolve("www.example.org");
    expect(calls).toBe(2);
  });

  it("serves the last good settings while the platform fails, and tries no further candidate after a failure", async () => {
    const saved = new Map<string, RawSettings>();
    const lastGood = { read: (host: string) => saved.get(host), write: (host: string, settings: RawSettings) => void saved.set(host, settings) };
    let down = false;
    const asked: string[] = [];
    const fetchSettings = async (host: string) => {
      asked.push(host);
      if (down) throw new Error("timed out after 4000 ms");
      return host === "printer.local" ? { id: "demo", title: "Printer", layout: "demo", isMaintenance: false } : null;
    };
    expect((await createSettingsStore({ fetchSettings, lastGood }).resolve("printer.local")).settings.title).toBe("Printer");
    expect([...saved.keys()]).toEqual(["printer.local"]);
    down = true;
    asked.length = 0;
    // A new store: as after a restart with the platform down.
    const result = await createSettingsStore({ fetchSettings, lastGood }).resolve("printer.local");
    expect(result).toMatchObject({ host: "printer.local", known: true, settings: { title: "Printer", maintenance: false } });
    expect(asked).toEqual(["printer.local"]);
  });
});

describe("isWellFormedHost", () => {
  it.each(["demo.localhost", "demo.localhost:3000", "127.0.0.1:8080", "[::1]:3000", "a.b-c.example"])("accepts %s", (host) => {
    expect(isWellFormedHost(host)).toBe(true);
  });
  it.each([
    "",
    "demo.localhost\tx",
    "a b",
    "user@host",
    "host:99999",
    "host:0",
    "a,b",
    "<x>",
    '"x"',
    "-a.example",
    "a.example:",
    "demo.localhost..x",
    "a-.example",
  ])("refuses %j", (host) => {
    expect(isWellFormedHost(host)).toBe(false);
  });
});
