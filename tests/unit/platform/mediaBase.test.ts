import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

// Every image URL the platform writes into what it answers comes from one base, the plugin's `mediaBase`:
// pointed at a CDN, no answer names the platform's own mount any more (the images keep their paths under it).
const CDN = "https://cdn.example/aset/";
const CALLS = [
  "/_platform/api/v0/cms/app/settings",
  "/_platform/api/v1/class/active?pageSize=3",
  "/_platform/api/v1/post/list?pageSize=3",
  "/_platform/api/v1/post/article/list",
  "/_platform/api/v1/post/gallery/list",
  "/_platform/api/v1/career/list",
  "/_platform/api/v1/program/active",
];

let cdn: RunningPlatform;
let plain: RunningPlatform;
beforeAll(async () => {
  [cdn, plain] = await Promise.all([startPlatform({ mediaBase: CDN }), startPlatform()]);
});
afterAll(() => Promise.all([cdn?.stop(), plain?.stop()]));

function imageUrls(body: string): string[] {
  return [...body.matchAll(/"(?:[^"\\]|\\.)*\.svg"/g)].map((match) => JSON.parse(match[0]) as string);
}

describe("the platform's media base", () => {
  it.each(CALLS)("is the configured one in %s", async (url) => {
    const response = await cdn.get(url, ORIGIN);
    expect(response.statusCode).toBe(200);
    const urls = imageUrls(response.body);
    expect(urls.length).toBeGreaterThan(0);
    for (const image of urls) expect(image).toMatch(/^https:\/\/cdn\.example\/aset\/(cover|logo|favicon|avatar)\/[^/]+\.svg$/);
    expect(response.body).not.toContain("/_platform/");
  });

  it("is the platform's own /_platform/media/ by default, with the same paths under it", async () => {
    for (const url of CALLS) {
      const [own, moved] = await Promise.all([plain.get(url, ORIGIN), cdn.get(url, ORIGIN)]);
      const ownUrls = imageUrls(own.body);
      for (const image of ownUrls) expect(image).toMatch(/^\/_platform\/media\//);
      expect(ownUrls.map((image) => image.replace("/_platform/media/", CDN))).toEqual(imageUrls(moved.body));
    }
  });
});
