import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { validateHtml } from "../support/htmlValidation.js";
import { rawGet } from "../support/rawGet.js";
import { loadSiteSamples, type SiteSamples } from "../support/routeInstances.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Spec §2: title, description and share tags (open graph, twitter, itemprop) from the settings and the
// preloaded record. The itemprop tags belong to the page's own item, `<html itemscope
// itemtype="https://schema.org/WebPage">`, and the HTML stays valid with them.
const port = builtServerPort();
const HOST = "demo.localhost";
let samples: SiteSamples;

beforeAll(async () => {
  samples = await loadSiteSamples(
    async (path) => JSON.parse((await rawGet(port, HOST, `/_platform/api/${path}`, { origin: `http://${HOST}` })).text) as unknown,
  );
});

const pages: { name: string; path: () => string; record?: () => string }[] = [
  { name: "the home", path: () => "/" },
  { name: "a News detail", path: () => `/News/${samples.news.id}/${samples.news.slug}`, record: () => samples.news.title },
  { name: "a Blog detail", path: () => `/Blog/${samples.blog.id}/${samples.blog.slug}`, record: () => samples.blog.title },
];

describe.each(pages)("the microdata of $name", ({ path, record }) => {
  it("names the page a schema.org WebPage with its name, description and image, in valid HTML", async () => {
    const answer = await rawGet(port, HOST, path());
    expect(answer.status).toBe(200);
    const { document } = new JSDOM(answer.text).window;
    const root = document.documentElement;
    expect(root.hasAttribute("itemscope")).toBe(true);
    expect(root.getAttribute("itemtype")).toBe("https://schema.org/WebPage");
    const content = (selector: string) => document.querySelector(selector)?.getAttribute("content");

    const name = content('meta[itemprop="name"]');
    expect(name).toBe(document.title);
    expect(name).toBe(content('meta[property="og:title"]'));
    if (record) expect(name).toContain(record());
    const description = content('meta[itemprop="description"]');
    expect(description).toBeTruthy();
    expect(description).toBe(content('meta[name="description"]'));
    const image = document.querySelector('link[itemprop="image"]')?.getAttribute("href");
    expect(image).toMatch(/^http:\/\/demo\.localhost(:\d+)?\/_ipx\//);
    expect(image).toBe(content('meta[property="og:image"]'));

    expect(await validateHtml(answer.text)).toEqual([]);
  });
});
