import { describe, expect, it } from "vitest";
import { buildHead } from "../../engine/head/buildHead.js";
import { createMedia } from "../../engine/media/createMedia.js";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { renderHeadTags } from "../../engine/head/renderHeadTags.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";

const titles = { index: "Beranda", Class: "Kelas", About: "Tentang" };

describe("buildTitle", () => {
  it("stays within 70 characters by cutting the record's title at a word, never the site name", () => {
    const recordTitle = "Pendaftaran Angkatan Fullstack JavaScript Juni 2026 Resmi Dibuka untuk Semua";
    const title = buildTitle({ routeName: "News", titles, siteName: "Arunika Academy", recordTitle });
    expect(title).toBe("Pendaftaran Angkatan Fullstack JavaScript Juni 2026… | Arunika Academy");
    expect([...title].length).toBeLessThanOrEqual(70);
    expect(buildTitle({ routeName: "News", titles, siteName: "Arunika Academy", recordTitle: "Kelas singkat" })).toBe("Kelas singkat | Arunika Academy");
  });
  it("is the site name alone on home", () => {
    expect(buildTitle({ routeName: "index", titles, siteName: "Akademi Demo" })).toBe("Akademi Demo");
  });
  it("appends the site name elsewhere", () => {
    expect(buildTitle({ routeName: "Class", titles, siteName: "Akademi Demo" })).toBe("Kelas | Akademi Demo");
  });
  it("prefers a record's own title", () => {
    expect(buildTitle({ routeName: "Class", titles, siteName: "S", recordTitle: "Dasar Python" })).toBe("Dasar Python | S");
  });
  it("falls back to the site name for an unknown key", () => {
    expect(buildTitle({ routeName: "Nope", titles, siteName: "S" })).toBe("S");
  });
});

describe("buildHead", () => {
  const settings = applySettingsDefaults({
    title: "Arunika Academy",
    favicon: "/_platform/media/favicon/arunika.svg",
    isMaintenance: false,
    meta: { description: "Bootcamp teknologi", image: "/_platform/media/cover/og.svg", twitter_site: "@arunika", keywords: "bootcamp" },
  });
  const tags = buildHead({ settings, media: createMedia("/"), titles: { Class: "Class" }, routeName: "Class", url: "http://main.localhost:3000/Class" });
  const html = renderHeadTags(tags);

  it("writes title, description, og, twitter and itemprop tags", () => {
    expect(html).toContain("<title>Class | Arunika Academy</title>");
    expect(html).toContain('name="description" content="Bootcamp teknologi"');
    expect(html).toContain('property="og:title" content="Class | Arunika Academy"');
    expect(html).toContain('property="og:image" content="http://main.localhost:3000/_ipx/s_1200x630,f_jpeg/_platform/media/cover/og.svg"');
    expect(html).toContain('name="twitter:site" content="@arunika"');
    // The WebPage item of the document (<html itemscope>): its name, description and image.
    expect(html).toContain('itemprop="name" content="Class | Arunika Academy"');
    expect(html).toContain('itemprop="description" content="Bootcamp teknologi"');
    expect(html).toContain('<link data-head="" itemprop="image" href="http://main.localhost:3000/_ipx/s_1200x630,f_jpeg/_platform/media/cover/og.svg">');
    expect(html).toContain('rel="icon" href="http://main.localhost:3000/_platform/media/favicon/arunika.svg"');
  });
  it("shares a raster picture of a known size, whatever the source format", () => {
    let media = createMedia("/");
    const share = (image: string, url = "https://arunika.id/Class") =>
      Object.fromEntries(
        buildHead({ settings, media, titles: {}, routeName: "Class", url, record: { image } })
          .filter((tag) => tag.tag === "meta" && /image/.test(Object.values(tag.attrs)[0]!))
          .map((tag) => (tag.tag === "meta" ? [Object.values(tag.attrs)[0], tag.attrs.content] : [])),
      );
    const svg = "https://arunika.id/_ipx/s_1200x630,f_jpeg/_platform/media/cover/dasar-python.svg";
    expect(share("/_platform/media/cover/dasar-python.svg")).toEqual({
      "og:image": svg,
      "og:image:type": "image/jpeg",
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:image": svg,
    });
    // A media path is relative to the media base, not to the page.
    media = createMedia("/_platform/media/");
    expect(share("cover/dasar-python.svg")["og:image"]).toBe(svg);
    media = createMedia("/");
    // An absolute source on this site is the same path; a raster on the site goes through the provider too (to the share size).
    expect(share("https://arunika.id/_platform/media/cover/dasar-python.svg")["og:image"]).toBe(svg);
    expect(share("/media/foto.png")["og:image"]).toBe("https://arunika.id/_ipx/s_1200x630,f_jpeg/media/foto.png");
    // Another host: its SVG or WebP through the provider (which fetches only from hosts it knows), its JPEG or PNG as it is.
    expect(share("https://api.arunika.id/media/sampul.webp")["og:image"]).toBe(
      "https://arunika.id/_ipx/s_1200x630,f_jpeg/https://api.arunika.id/media/sampul.webp",
    );
    expect(share("https://cdn.contoh.id/sampul.JPG")).toMatchObject({ "og:image": "https://cdn.contoh.id/sampul.JPG", "og:image:type": "image/jpeg" });
    expect(share("https://cdn.contoh.id/sampul.JPG")["og:image:width"]).toBeUndefined();
    expect(share("data:image/png;base64,AAAA")["og:image"]).toBeUndefined();
  });
  it("escapes what it writes", () => {
    const hostile = applySettingsDefaults({ title: '"><script>alert(1)</script>', isMaintenance: false });
    const out = renderHeadTags(buildHead({ settings: hostile, media: createMedia("/"), titles: {}, routeName: "index", url: "http://x.localhost/" }));
    expect(out).not.toContain("<script>");
    expect(out).toContain("&lt;script&gt;");
  });
});

describe("analytics", () => {
  it("writes the measurement script only for a well-formed id", async () => {
    const { analyticsTags } = await import("../../engine/head/analyticsTags.js");
    expect(analyticsTags("G-ABC123")).toContain("gtag/js?id=G-ABC123");
    expect(analyticsTags(undefined)).toBe("");
    expect(analyticsTags('G-1"><script>')).toBe("");
  });
});
