import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAs } from "../support/pageWeight.mjs";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Media paths in layouts and block data are relative to MEDIA_BASE_URL: pointed at another host, the
// pages ask that host for them (through the image provider), and nothing names the embedded mount.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#1c7ed6"/></svg>`;
let media: Server;
let mediaOrigin: string;
const asked: string[] = [];
/** A host that is neither the site, an API host nor the media host, serving the same picture to whoever asks. */
let elsewhere: Server;
let elsewhereOrigin: string;
const askedElsewhere: string[] = [];
let site: RunningServer;

beforeAll(async () => {
  media = createServer((request, response) => {
    asked.push(request.url ?? "");
    if (!request.url?.startsWith("/aset/")) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "image/svg+xml" }).end(SVG);
  });
  await new Promise<void>((resolve) => media.listen(0, "127.0.0.1", resolve));
  mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  elsewhere = createServer((request, response) => {
    askedElsewhere.push(request.url ?? "");
    response.writeHead(200, { "content-type": "image/svg+xml" }).end(SVG);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.2", resolve));
  elsewhereOrigin = `http://127.0.0.2:${(elsewhere.address() as AddressInfo).port}`;
  site = await startBuiltServer({ MEDIA_BASE_URL: `${mediaOrigin}/aset` });
}, 90_000);

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => media?.close(resolve));
  await new Promise((resolve) => elsewhere?.close(resolve));
});

describe("MEDIA_BASE_URL on another host", () => {
  it("the foundation home's hero and the portfolio's covers come from the media host through the image provider", async () => {
    const base = `http://127.0.0.1:${site.port}`;
    const home = (await fetchAs(base, "foundation.localhost", "/")).body.toString("utf8");
    expect(home).toContain(`/_ipx/w_768,f_webp/${mediaOrigin}/aset/cover/foundation-hero.svg`);
    expect(home).toContain(`"mediaBase":"${mediaOrigin}/aset/"`);
    const portfolio = (await fetchAs(base, "demo.localhost", "/Portfolio")).body.toString("utf8");
    expect(portfolio).toMatch(new RegExp(`/_ipx/w_\\d+,f_webp/${mediaOrigin.replace(/[.:/]/g, "\\$&")}/aset/cover/[a-z-]+\\.svg`));
    // The layouts and block data name no embedded mount any more (the platform's own records still may).
    expect(home).not.toContain("/_platform/media/cover/foundation-hero.svg");
  });

  it("the provider fetches the picture from the media host and answers it resized", async () => {
    const response = await fetch(`http://127.0.0.1:${site.port}/_ipx/w_320,f_webp/${mediaOrigin}/aset/cover/foundation-hero.svg`, {
      headers: { host: "foundation.localhost" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(asked).toContain("/aset/cover/foundation-hero.svg");
  });

  it("the provider still refuses a host that is neither the site, an API host nor the media host", async () => {
    const response = await fetch(`http://127.0.0.1:${site.port}/_ipx/w_320,f_webp/${elsewhereOrigin}/aset/a.svg`, {
      headers: { host: "foundation.localhost" },
    });
    // The provider's answer for a picture it may not fetch, and the other host never asked.
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(`Gambar '${elsewhereOrigin}/aset/a.svg' tidak ditemukan atau tidak dapat diproses`);
    expect(askedElsewhere).toEqual([]);
  });
});
