import { describe, expect, it } from "vitest";
import { buildHead } from "../../engine/head/buildHead.js";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { renderHeadTags } from "../../engine/head/renderHeadTags.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";

const titles = { index: "Beranda", Class: "Kelas", About: "Tentang" };

describe("buildTitle", () => {
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
  const tags = buildHead({ settings, titles: { Class: "Class" }, routeName: "Class", url: "http://main.localhost:3000/Class" });
  const html = renderHeadTags(tags);

  it("writes title, description, og, twitter and itemprop tags", () => {
    expect(html).toContain("<title>Class | Arunika Academy</title>");
    expect(html).toContain('name="description" content="Bootcamp teknologi"');
    expect(html).toContain('property="og:title" content="Class | Arunika Academy"');
    expect(html).toContain('property="og:image" content="http://main.localhost:3000/_platform/media/cover/og.svg"');
    expect(html).toContain('name="twitter:site" content="@arunika"');
    expect(html).toContain('itemprop="name" content="Class | Arunika Academy"');
    expect(html).toContain('rel="icon" href="http://main.localhost:3000/_platform/media/favicon/arunika.svg"');
  });
  it("escapes what it writes", () => {
    const hostile = applySettingsDefaults({ title: '"><script>alert(1)</script>', isMaintenance: false });
    const out = renderHeadTags(buildHead({ settings: hostile, titles: {}, routeName: "index", url: "http://x.localhost/" }));
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
