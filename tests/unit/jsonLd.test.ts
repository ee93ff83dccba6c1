import { describe, expect, it } from "vitest";
import { buildHead } from "../../engine/head/buildHead.js";
import { createMedia } from "../../engine/media/createMedia.js";
import { renderHeadTags } from "../../engine/head/renderHeadTags.js";
import { serializeJsonLd } from "../../engine/head/serializeJsonLd.js";
import { breadcrumbList, homeStructuredData, recordStructuredData, STRUCTURED_DATA_BUILDERS } from "../../engine/seo/index.js";
import { recordSchemas } from "../../schemas/records/index.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";
import { jsonLdBlocks, missingJsonLd } from "../support/jsonLdRequirements.js";

const settings = applySettingsDefaults({ title: "Arunika Academy", logoDark: "logo/arunika-dark.svg", isMaintenance: false, meta: {} });
const media = createMedia("/");
const page = { settings, media, url: "https://arunika.id/Event/x", home: "https://arunika.id/" };

describe("serializeJsonLd", () => {
  it("cannot end its script element or open a comment, and reads back the same", () => {
    const hostile = { "@type": "Course", "name": "</script><script>alert(1)</script> <!-- & \u2028\u2029" };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
    const html = renderHeadTags(buildHead({ settings, media, titles: {}, routeName: "index", url: "https://arunika.id/", structuredData: [hostile] }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdBlocks(html)).toEqual([hostile]);
  });
});

describe("structured data builders", () => {
  it("has a builder for record kinds the registry knows", () => {
    for (const kind of Object.keys(STRUCTURED_DATA_BUILDERS)) expect(recordSchemas, kind).toHaveProperty(kind);
  });

  it("gives a home Organization and WebSite with their required properties", () => {
    const nodes = homeStructuredData({ ...page, url: "https://arunika.id/" });
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization", "WebSite"]);
    for (const node of nodes) expect(missingJsonLd(node)).toEqual([]);
    // Without any logo, Organization is left out rather than written without one.
    const bare = applySettingsDefaults({ title: "Tanpa Logo", isMaintenance: false });
    expect(homeStructuredData({ ...page, settings: bare }).map((node) => node["@type"])).toEqual(["WebSite"]);
  });

  it("gives a Course of a class and of a program", () => {
    const course = recordStructuredData("classOverview", { name: "Dasar Python", description: "<p>Belajar <b>Python</b></p>", logo: "cover/py.svg" }, page);
    expect(course).toHaveLength(1);
    expect(course[0]).toMatchObject({ "@type": "Course", "name": "Dasar Python", "description": "Belajar Python", "provider": { name: "Arunika Academy" } });
    expect(missingJsonLd(course[0]!)).toEqual([]);
    expect(recordStructuredData("programDetail", { name: "Web", summary: "Aplikasi web" }, page)[0]).toMatchObject({
      "@type": "Course",
      "description": "Aplikasi web",
    });
    // No description: no Course.
    expect(recordStructuredData("classOverview", { name: "Dasar Python", description: "" }, page)).toEqual([]);
  });

  it("gives an Event with an online or physical location", () => {
    const online = recordStructuredData(
      "webinarDetail",
      { title: "Webinar", startsAt: "2026-11-25T19:30:00+07:00", location: "Daring melalui Zoom" },
      page,
    )[0]!;
    expect(online.location).toEqual({ "@type": "VirtualLocation", "url": page.url });
    expect(missingJsonLd(online)).toEqual([]);
    const here = recordStructuredData("webinarDetail", { title: "Temu", startsAt: "2026-11-25", location: "Gedung Sate, Bandung" }, page)[0]!;
    expect(here.location).toEqual({ "@type": "Place", "name": "Gedung Sate, Bandung", "address": "Gedung Sate, Bandung" });
    expect(recordStructuredData("webinarDetail", { title: "Tanpa tanggal", location: "Daring" }, page)).toEqual([]);
  });

  it("gives NewsArticle for news and berita, BlogPosting for the blog", () => {
    const post = { title: "Kabar", cover: "cover/k.svg", publishedAt: "2026-05-11T09:00:00+07:00", author: "Tim", summary: "Ringkas" };
    const news = recordStructuredData("postDetail", { ...post, kind: "news" }, page)[0]!;
    expect(news).toMatchObject({
      "@type": "NewsArticle",
      "headline": "Kabar",
      "datePublished": post.publishedAt,
      "author": { "@type": "Person", "name": "Tim" },
    });
    expect(news.image).toMatch(/^https:\/\/arunika\.id\/_ipx\/s_1200x630,f_jpeg\//);
    expect(missingJsonLd(news)).toEqual([]);
    expect(recordStructuredData("postDetail", { ...post, kind: "berita" }, page)[0]!["@type"]).toBe("NewsArticle");
    expect(recordStructuredData("postDetail", { ...post, kind: "blog" }, page)[0]!["@type"]).toBe("BlogPosting");
    const long = recordStructuredData("postDetail", { ...post, title: "k".repeat(200) }, page)[0]!;
    expect(String(long.headline).length).toBeLessThanOrEqual(110);
  });

  it("gives a JobPosting per opening of a career event, and none for an opening missing a required property", () => {
    const job = {
      title: "Data Analyst",
      company: "PT Awan",
      location: "Medan",
      employmentType: "internship",
      salaryMin: 1,
      salaryMax: 2,
      description: "Analisis data",
    };
    const nodes = recordStructuredData(
      "careerDetail",
      { publishedAt: "2026-05-17T09:00:00+07:00", endsOn: "2026-06-30", location: "Jakarta", jobs: [job, { ...job, company: "" }] },
      page,
    );
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({
      "@type": "JobPosting",
      "employmentType": "INTERN",
      "hiringOrganization": { name: "PT Awan" },
      "validThrough": "2026-06-30",
    });
    expect(missingJsonLd(nodes[0]!)).toEqual([]);
  });

  it("gives a BreadcrumbList with positions, names and items, and none for one step", () => {
    const trail = [
      { name: "Arunika Academy", url: "https://arunika.id/" },
      { name: "Kelas", url: "https://arunika.id/Class" },
      { name: "Dasar Python", url: "https://arunika.id/Class/dasar-python" },
    ];
    const [list] = breadcrumbList(trail);
    expect(missingJsonLd(list!)).toEqual([]);
    expect((list!.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2, 3]);
    expect(breadcrumbList(trail.slice(0, 1))).toEqual([]);
  });

  it("gives nothing for a kind without a builder", () => {
    expect(recordStructuredData("classSyllabus", { name: "x" }, page)).toEqual([]);
    expect(recordStructuredData(undefined, { name: "x" }, page)).toEqual([]);
  });
});
