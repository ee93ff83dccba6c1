import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertValid, contract } from "./contract.js";
import { originOf, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

const URL = "/_platform/api/v0/cms/app/settings";
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const expected = [
  ["main.localhost", "arunika", "main", "Plus Jakarta Sans", "#1d4ed8"],
  ["staging.main.localhost", "arunika", "main", "Plus Jakarta Sans", "#1d4ed8"],
  ["dev.main.localhost", "arunika", "main", "Plus Jakarta Sans", "#1d4ed8"],
  ["pesilat.localhost", "pesilat", "pesilat", "Montserrat", "#b91c1c"],
  ["staging.pesilat.localhost", "pesilat", "pesilat", "Montserrat", "#b91c1c"],
  ["dev.pesilat.localhost", "pesilat", "pesilat", "Montserrat", "#b91c1c"],
  ["foundation.localhost", "foundation", "foundation", "Raleway", "#15803d"],
  ["ligasmk.localhost", "ligasmk", "ligasmk", "Poppins", "#7c3aed"],
  ["jongkreatif.localhost", "jongkreatif", "jongkreatif", "Poppins", "#ea580c"],
  ["demo.localhost", "demo", "demo", "Raleway", "#1b8a9e"],
] as const;

describe("GET settings", () => {
  it.each(expected)("answers %s with tenant %s", async (host, id, layout, font, primary) => {
    const response = await platform.get(URL, originOf(host));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assertValid(contract.generic, body);
    assertValid(contract.settings, body.data);
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({ id, layout, isMaintenance: false, css: { ft_primary: font, clr_primary: primary } });
    expect(body.data.meta).toMatchObject({ type: "website", card: "summary_large_image", name: body.data.title });
    const colours = Object.entries(body.data.css as Record<string, string>).filter(([key]) => key.startsWith("clr_"));
    expect(colours).toHaveLength(8);
    for (const [, value] of colours) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.data.logoDark).toMatch(/^\/_platform\/media\/logo\/.+\.svg$/);
  });

  it("reports maintenance explicitly for the maintenance site", async () => {
    const body = (await platform.get(URL, originOf("maintenance.localhost"))).json();
    expect(body.data).toMatchObject({ id: "maintenance", layout: "demo", isMaintenance: true });
  });

  it("accepts an Origin without port or with https", async () => {
    expect((await platform.get(URL, { origin: "https://foundation.localhost" })).json().data.id).toBe("foundation");
    expect((await platform.get(URL, { origin: "foundation.localhost" })).json().data.id).toBe("foundation");
  });

  it("answers 404 for an unknown host", async () => {
    const response = await platform.get(URL, originOf("unknown.example"));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: "Situs untuk host 'unknown.example' tidak terdaftar", data: null });
  });

  it("answers 400 without an Origin", async () => {
    const response = await platform.get(URL);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(body.message).toContain("Origin");
  });
});
