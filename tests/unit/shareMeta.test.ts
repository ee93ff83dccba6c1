import { describe, expect, it } from "vitest";
import { buildHead, SHARE_DESCRIPTION_MAX, SHARE_TITLE_MAX } from "../../engine/head/buildHead.js";
import { createMedia } from "../../engine/media/createMedia.js";
import { cutText } from "../../engine/head/cutText.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";

describe("cutText", () => {
  it("keeps a short text as it is (whitespace folded)", () => {
    expect(cutText("  Kelas   Dasar Python ", 70)).toBe("Kelas Dasar Python");
    expect(cutText("a".repeat(70), 70)).toBe("a".repeat(70));
  });
  it("cuts at a word boundary with an ellipsis, within the limit", () => {
    const text = "Pendaftaran angkatan baru kelas Fullstack JavaScript bersama praktisi industri resmi dibuka hari ini";
    const cut = cutText(text, 70);
    expect(cut.endsWith("…")).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(70);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    // The character after the kept part was a space: no word is split.
    expect(text[cut.length - 1]).toBe(" ");
  });
  it("drops trailing punctuation before the ellipsis, and cuts a single overlong word inside it", () => {
    expect(cutText("Satu, dua, tiga, empat, lima", 12)).toBe("Satu, dua…");
    expect(cutText("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("share tags", () => {
  const settings = applySettingsDefaults({ title: "Arunika Academy", isMaintenance: false, meta: { description: "d" } });
  const longTitle = "Studi Kasus Mobile Development bersama Praktisi Industri dari Perusahaan Rintisan Nasional";
  const longDescription = `${"Merancang dan merilis aplikasi Android dan iOS yang nyaman dipakai. ".repeat(5)}`;
  const tags = buildHead({
    settings,
    media: createMedia("/"),
    titles: {},
    routeName: "Event-slug",
    url: "https://arunika.id/Event/x",
    record: { title: longTitle, description: longDescription, image: "cover/x.svg" },
  });
  const meta = (key: string) => {
    const tag = tags.find((each) => each.tag === "meta" && Object.values(each.attrs)[0] === key);
    return tag?.tag === "meta" ? tag.attrs.content : undefined;
  };

  it("holds og and twitter titles to 70 characters and descriptions to 160", () => {
    for (const key of ["og:title", "twitter:title"]) {
      expect([...meta(key)!].length).toBeLessThanOrEqual(SHARE_TITLE_MAX);
      expect(meta(key)).toBe("Studi Kasus Mobile Development bersama Praktisi… | Arunika Academy");
    }
    for (const key of ["description", "og:description", "twitter:description"]) {
      expect([...meta(key)!].length).toBeLessThanOrEqual(SHARE_DESCRIPTION_MAX);
      expect(meta(key)).toMatch(/…$/);
    }
    // The document title is the share title: the record's title is cut at a word, the site name kept.
    expect(tags[0]).toEqual({ tag: "title", text: "Studi Kasus Mobile Development bersama Praktisi… | Arunika Academy" });
  });
  it("shares a 1200×630 JPEG through the image provider, the itemprop image the same", () => {
    expect(meta("og:image")).toMatch(/^https:\/\/arunika\.id\/_ipx\/s_1200x630,f_jpeg\//);
    expect(meta("twitter:image")).toBe(meta("og:image"));
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(tags.find((tag) => tag.tag === "link" && tag.attrs.itemprop === "image")).toEqual({
      tag: "link",
      attrs: { itemprop: "image", href: meta("og:image") },
    });
  });
});
