import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { swapDocument } from "../../engine/navigation/swapDocument.js";

const STATE = 'body > script#__PAGE_STATE__[type="application/json"]';
const OPTIONS = { rootId: "root", data: [STATE] };

function page({ title, sheet, body, state }: { title: string; sheet: string; body: string; state: string }): string {
  return `<!doctype html><html lang="id"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="Tentang ${title}"><meta property="og:title" content="${title}">
<link rel="canonical" href="https://demo.example.id/${title}">
<script type="application/ld+json">{"name":"${title}"}</script>
<link rel="stylesheet" href="${sheet}">
<style data-precedence="mantine-inline" data-href="m-${title}">.x{}</style>
<script type="module" src="/assets/boot-1.js"></script>
</head><body><div id="root">${body}</div><script id="__PAGE_STATE__" type="application/json">${state}</script></body></html>`;
}

const parse = (html: string) => new JSDOM(html, { url: "http://demo.localhost/" }).window.document;

describe("swapping in the next page's document", () => {
  it("takes the next page's head tags, content and state, and keeps the site's", async () => {
    const current = parse(page({ title: "Beranda", sheet: "/_css/a.css", body: "<h1>Beranda</h1>", state: '{"n":1}' }));
    const next = parse(page({ title: "Kelas", sheet: "/_css/a.css", body: "<h1>Kelas</h1><p>Daftar kelas</p>", state: '{"n":2}' }));
    expect(await swapDocument(current, next, OPTIONS)).toBe(true);
    expect(current.title).toBe("Kelas");
    expect(current.querySelectorAll("title")).toHaveLength(1);
    expect(current.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Tentang Kelas");
    expect(current.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("Kelas");
    expect(current.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://demo.example.id/Kelas");
    expect(current.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(current.querySelector('script[type="application/ld+json"]')?.textContent).toContain("Kelas");
    expect([...current.querySelectorAll("style[data-precedence]")].map((style) => style.getAttribute("data-href"))).toEqual(["m-Kelas"]);
    expect(current.getElementById("root")?.innerHTML).toBe("<h1>Kelas</h1><p>Daftar kelas</p>");
    expect(current.querySelector(STATE)?.textContent).toBe('{"n":2}');
    // The site's own head stays: one charset, one viewport, one boot script.
    expect(current.querySelectorAll("meta[charset]")).toHaveLength(1);
    expect(current.querySelectorAll('meta[name="viewport"]')).toHaveLength(1);
    expect(current.querySelectorAll('script[type="module"]')).toHaveLength(1);
    // Hoisted rules follow the stylesheet, as on a full load.
    expect(current.querySelector('link[rel="stylesheet"] ~ style[data-precedence]')).not.toBeNull();
  });

  it("shows nothing of the next page until its new stylesheet has loaded, then drops the old one", async () => {
    const current = parse(page({ title: "Beranda", sheet: "/_css/a.css", body: "<h1>Beranda</h1>", state: "{}" }));
    const next = parse(page({ title: "Blog", sheet: "/_css/b.css", body: "<h1>Blog</h1>", state: "{}" }));
    const swapping = swapDocument(current, next, OPTIONS);
    const added = current.querySelector<HTMLLinkElement>('link[href="/_css/b.css"]');
    expect(added).not.toBeNull();
    expect(current.getElementById("root")?.innerHTML).toBe("<h1>Beranda</h1>");
    added!.dispatchEvent(new current.defaultView!.Event("load"));
    expect(await swapping).toBe(true);
    expect([...current.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"))).toEqual(["/_css/b.css"]);
    expect(current.getElementById("root")?.innerHTML).toBe("<h1>Blog</h1>");
  });

  it("changes nothing when the next stylesheet fails, or the next document has no content element", async () => {
    const html = page({ title: "Beranda", sheet: "/_css/a.css", body: "<h1>Beranda</h1>", state: "{}" });
    const current = parse(html);
    const swapping = swapDocument(current, parse(page({ title: "Blog", sheet: "/_css/b.css", body: "<h1>Blog</h1>", state: "{}" })), OPTIONS);
    current.querySelector('link[href="/_css/b.css"]')!.dispatchEvent(new current.defaultView!.Event("error"));
    expect(await swapping).toBe(false);
    expect(await swapDocument(current, parse("<!doctype html><title>x</title><p>bukan halaman</p>"), OPTIONS)).toBe(false);
    expect(current.documentElement.outerHTML).toBe(parse(html).documentElement.outerHTML);
  });

  it("keeps an element it is told to keep where it is, focus and all, and replaces everything around it in the next page's order", async () => {
    // The next page's attributes on the way to the kept element are taken too (its main's class here).
    const body = (list: string, bar: string) =>
      `<a class="skip" href="#main">Lewati</a><header>Menu</header><main id="main" class="items-${list.length}"><section data-block="class-list"><h2>Kelas</h2><div data-island-part="1-0">${bar}</div><ul>${list}</ul></section></main><footer>Kaki</footer>`;
    const current = parse(page({ title: "Kelas", sheet: "/_css/a.css", body: body("<li>A</li><li>B</li>", '<input value="ba">'), state: '{"n":1}' }));
    const next = parse(page({ title: "Kelas", sheet: "/_css/a.css", body: body("<li>B</li>", '<input value="server">'), state: '{"n":2}' }));
    const live = current.querySelector("[data-island-part]")!;
    const input = current.querySelector("input")!;
    input.focus();
    const ancestors = [live.parentElement, live.parentElement!.parentElement];
    const keep = [{ live, next: next.querySelector("[data-island-part]")! }];
    expect(await swapDocument(current, next, { ...OPTIONS, keep })).toBe(true);
    // The kept element and its ancestors are the same nodes, never taken out: the focus stayed.
    expect(current.querySelector("[data-island-part]")).toBe(live);
    expect([live.parentElement, live.parentElement!.parentElement]).toEqual(ancestors);
    expect(current.activeElement).toBe(input);
    expect(current.getElementById("root")?.innerHTML).toBe(body("<li>B</li>", '<input value="ba">'));
    expect(current.querySelector(STATE)?.textContent).toBe('{"n":2}');
  });

  it("replaces the content whole when the way to a kept element differs in the next page", async () => {
    const current = parse(page({ title: "Kelas", sheet: "/_css/a.css", body: '<main><div data-island-part="1-0">a</div></main>', state: "{}" }));
    const next = parse(page({ title: "Kelas", sheet: "/_css/a.css", body: '<article><div data-island-part="1-0">b</div></article>', state: "{}" }));
    const keep = [{ live: current.querySelector("[data-island-part]")!, next: next.querySelector("[data-island-part]")! }];
    expect(await swapDocument(current, next, { ...OPTIONS, keep })).toBe(true);
    expect(current.getElementById("root")?.innerHTML).toBe('<article><div data-island-part="1-0">b</div></article>');
  });
});
