import { describe, expect, it } from "vitest";
import { rankHeadings } from "../../engine/html/rankHeadings.js";

describe("rankHeadings", () => {
  it("ranks content headings from the given level, closing gaps", () => {
    expect(rankHeadings('<h3 id="a">Materi</h3><p>x</p><h5>Rincian</h5><h3>Lagi</h3>', 2)).toBe('<h2 id="a">Materi</h2><p>x</p><h3>Rincian</h3><h2>Lagi</h2>');
  });
  it("caps at h6 and leaves text and other tags alone", () => {
    expect(rankHeadings("<h1>A</h1><h2>B</h2><header>&lt;h2&gt;</header>", 6)).toBe("<h6>A</h6><h6>B</h6><header>&lt;h2&gt;</header>");
    expect(rankHeadings("<p>tanpa judul</p>", 2)).toBe("<p>tanpa judul</p>");
  });
});
