import { describe, expect, it } from "vitest";
import { HOSTED_FONTS } from "../../engine/render/theme/fontStack.js";
import { fetchAs, pageWeight } from "../support/pageWeight.mjs";
import { SEEDED_HOSTS } from "../support/seededHosts.js";
import { builtServerPort } from "../support/builtServerPort.js";

// The built server serves the font sheets and files: every URL a sheet names answers with the
// font, typed font/woff2 and cacheable for a year (the file's name carries its content's hash).
const baseUrl = `http://127.0.0.1:${builtServerPort()}`;
const slug = (font: string) => font.toLowerCase().replace(/ /g, "-");

describe.each(HOSTED_FONTS.map((font) => ({ font })))("fonts of $font on the built server", ({ font }) => {
  it("serves its sheet and every file the sheet names", async () => {
    const sheet = await fetch(`${baseUrl}/fonts/${slug(font)}.css`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toMatch(/^text\/css/);
    const css = await sheet.text();
    const urls = [...new Set([...css.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url!))];
    expect(urls.length, `${font}'s sheet names no font file`).toBeGreaterThan(0);
    expect(css).toContain(`font-family:"${font} Fallback"`);
    for (const url of urls) {
      const file = await fetch(`${baseUrl}${url}`);
      expect(file.status, url).toBe(200);
      expect(file.headers.get("content-type"), url).toBe("font/woff2");
      expect(file.headers.get("cache-control"), url).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(String.fromCharCode(...bytes.subarray(0, 4)), `${url} is not a WOFF2 file`).toBe("wOF2");
    }
  });
});

// What a phone downloads of fonts for the first paint of each brand's home: 56 to 97 KB before the
// build cut the files (the demo's 97), now each home's heading weight and text file.
const HOMES = SEEDED_HOSTS.filter(({ host }) => host.split(".").length === 2);

describe.each(HOMES)("the fonts the home of $host preloads", ({ host }) => {
  it("are served, declared by the page's stylesheet, and weigh at most 56 KB together", async () => {
    const weight = await pageWeight(baseUrl, host, "/");
    expect(weight.fonts.files.length).toBeGreaterThan(0);
    expect(weight.fonts.files.length).toBeLessThanOrEqual(2);
    expect(weight.fonts.raw, JSON.stringify(weight.fonts.files)).toBeLessThanOrEqual(56 * 1024);
    const page = await fetchAs(baseUrl, host, "/");
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body.toString("utf8"))?.[1];
    expect(stylesheet).toBeDefined();
    const css = (await fetchAs(baseUrl, host, stylesheet!)).body.toString("utf8");
    for (const { path } of weight.fonts.files) expect(css, path).toContain(`url(${path})`);
  });
});
