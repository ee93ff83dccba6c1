import { describe, expect, it } from "vitest";
import { firstNewsDetail } from "../bench/pages.mjs";
import { fetchAs } from "../support/pageWeight.mjs";
import { builtServerPort } from "../support/builtServerPort.js";

// A page's share picture (og:image) answers as the raster its tags promise: the type, width and
// height a social network reads before it fetches the picture.
const port = builtServerPort();
const baseUrl = `http://127.0.0.1:${port}`;

/** GETs an absolute URL from the built server, its host sent as the Host header (the name resolves nowhere here). */
function fetchUrl(url: string) {
  const target = new URL(url);
  return fetchAs(baseUrl, target.host, target.pathname + target.search);
}

/** Width and height of a JPEG, from its first start-of-frame segment. */
function jpegSize(data: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < data.length && data[offset] === 0xff) {
    const marker = data[offset + 1]!;
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return undefined;
}

function metaContent(html: string, key: string, name: string): string | undefined {
  return new RegExp(`<meta[^>]*\\s${key}="${name}"[^>]*\\scontent="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
}

const pages = [
  { name: "demo home (the brand's cover)", host: "demo.localhost", path: async () => "/" },
  { name: "demo News detail (the article's cover)", host: "demo.localhost", path: () => firstNewsDetail(baseUrl, "demo.localhost") },
  { name: "foundation home", host: "foundation.localhost", path: async () => "/" },
];

describe.each(pages)("og:image of the $name", ({ host, path }) => {
  it("is a 1200×630 JPEG through the image provider that answers 200 as image/jpeg", async () => {
    const page = await fetchAs(baseUrl, `${host}:${port}`, await path());
    expect(page.status).toBe(200);
    const html = page.body.toString("utf8");
    const image = metaContent(html, "property", "og:image");
    expect(image, "the page has an og:image").toMatch(new RegExp(`^http://${host}:${port}/_ipx/s_1200x630,f_jpeg/`));
    expect(metaContent(html, "name", "twitter:image")).toBe(image);
    expect(html).toContain(`<link data-head="" itemprop="image" href="${image!.replaceAll("&", "&amp;")}">`);
    expect(metaContent(html, "property", "og:image:type")).toBe("image/jpeg");
    expect(metaContent(html, "property", "og:image:width")).toBe("1200");
    expect(metaContent(html, "property", "og:image:height")).toBe("630");

    const response = await fetchUrl(image!);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const data = response.body;
    expect(data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpegSize(data)).toEqual({ width: 1200, height: 630 });
  });
});

describe("the share size on the image provider", () => {
  it("is the only size it crops to, and only as JPEG or PNG", async () => {
    const source = "/_platform/media/cover/demo.svg";
    const get = (modifiers: string) => fetchAs(baseUrl, "demo.localhost", `/_ipx/${modifiers}${source}`);
    const png = await get("s_1200x630,f_png");
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const header = png.body;
    // PNG signature, then IHDR's width and height.
    expect(header.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([header.readUInt32BE(16), header.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await get("s_1200x630,f_webp")).status).toBe(400);
    expect((await get("s_2400x1260,f_jpeg")).status).toBe(400);
    expect((await get("w_1200,f_jpeg")).status).toBe(400);
  });
});
