import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textPath } from "../../../site/platform/media/textPath.js";
import { loadTypeface } from "../../../site/platform/media/typeface.js";
import { ORIGIN, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

async function svg(url: string): Promise<string> {
  const response = await platform.get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("public, max-age=86400");
  expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+">/);
  // Shown as <img>, an SVG cannot use the page's web fonts: its letters are outlines.
  expect(response.body).not.toContain("<text");
  return response.body;
}

describe("media", () => {
  it("serves every image URL the records and settings point at", async () => {
    const settings = (await platform.get("/_platform/api/v0/cms/app/settings", ORIGIN)).json().data;
    const classes = (await platform.get("/_platform/api/v1/class/active?pageSize=3", ORIGIN)).json().data.items;
    const posts = (await platform.get("/_platform/api/v1/post/list?pageSize=3", ORIGIN)).json().data.items;
    const urls: string[] = [
      settings.logoDark,
      settings.logoLight,
      settings.favicon,
      settings.meta.image,
      ...classes.map((item: { logo: string }) => item.logo),
      ...posts.map((item: { cover: string }) => item.cover),
    ];
    for (const url of urls) await svg(url);
  });

  it("draws a 16:9 cover in the brand's colour with the record's title, its letters in the brand's font", async () => {
    const body = await svg("/_platform/media/cover/arunika-fullstack-javascript.svg");
    expect(body).toContain('viewBox="0 0 1280 720"');
    expect(body).toMatch(/aria-label="Fullstack JavaScript:/);
    expect(body).toMatch(/<desc>[^<]* · Arunika Academy<\/desc>/);
    const brandLine = textPath(await loadTypeface("Plus Jakarta Sans", 600), "Arunika Academy", 24).at(152, 720 - 78);
    expect(body).toContain(`<path d="${brandLine}" fill="#ffffff" fill-opacity=".85"/>`);
  });

  it("is deterministic and differs between names", async () => {
    const a = await svg("/_platform/media/cover/pesilat-mental-juara.svg");
    expect(await svg("/_platform/media/cover/pesilat-mental-juara.svg")).toBe(a);
    expect(await svg("/_platform/media/cover/pesilat-taktik-tanding.svg")).not.toBe(a);
  });

  it("draws dark and light wordmarks", async () => {
    const dark = await svg("/_platform/media/logo/ligasmk-dark.svg");
    const light = await svg("/_platform/media/logo/ligasmk-light.svg");
    expect(dark).toContain('aria-label="Liga SMK Koding Nusantara"');
    // the wordmark's name, last, in the brand's dark ink or in white
    expect(dark).toMatch(/<path d="M[^"]+" fill="#1e1b4b"\/>\n<\/svg>/);
    expect(light).toMatch(/<path d="M[^"]+" fill="#ffffff"\/>\n<\/svg>/);
    expect(light.replace('fill="#ffffff"/>\n</svg>', "")).toBe(dark.replace('fill="#1e1b4b"/>\n</svg>', ""));
  });

  it("escapes text and still draws a cover for names no record claims", async () => {
    const body = await svg("/_platform/media/cover/kelas-tanpa-data.svg");
    expect(body).toContain("Kelas Tanpa Data");
  });

  it("answers 404 for unknown kinds, unknown brands and bad names", async () => {
    for (const url of [
      "/_platform/media/poster/arunika.svg",
      "/_platform/media/logo/nobody-dark.svg",
      "/_platform/media/cover/arunika.png",
      "/_platform/media/cover/..%2Fetc.svg",
    ]) {
      const response = await platform.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().status).toBe(false);
    }
  });
});

describe("health and fallback", () => {
  it("reports health", async () => {
    const response = await platform.get("/_platform/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
  });

  it("answers unknown platform URLs with a 404 envelope", async () => {
    const response = await platform.get("/_platform/api/v1/tidak-ada");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, data: null });
  });
});
