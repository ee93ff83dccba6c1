import type { WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createHtmlSanitizer, windowSanitizer } from "../../engine/html/sanitizeHtml.js";
import { stripHtml } from "../../engine/html/stripHtml.js";

export const HOSTILE_POST = [
  "<h2>Judul</h2>",
  '<p onclick="steal()">Paragraf <a href="javascript:alert(1)">tautan jahat</a> dan <a href="https://contoh.id/">tautan baik</a>.</p>',
  "<script>document.cookie</script>",
  '<img src="x" onerror="alert(2)">',
  '<iframe src="https://contoh.id"></iframe>',
  '<p style="position:fixed">gaya</p>',
].join("");

describe("sanitizeHtml", () => {
  it("without a window, reduces HTML to escaped text", () => {
    expect(windowSanitizer().sanitize("<b>x</b><script>y</script>")).toBe("<p>x</p>");
  });

  describe("with DOMPurify over jsdom (the server's setup)", () => {
    const { sanitize: sanitizeHtml } = createHtmlSanitizer(new JSDOM("").window as unknown as WindowLike);
    it("removes scripts, event handlers, javascript: links, frames and styles", () => {
      const clean = sanitizeHtml(HOSTILE_POST);
      expect(clean).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|style=/i);
      expect(clean).toContain("<h2>Judul</h2>");
      expect(clean).toContain('href="https://contoh.id/"');
      expect(clean).toContain('rel="noopener noreferrer nofollow"');
    });
    it("namespaces ids and names, so a post cannot clobber the page's own elements", () => {
      const clean = sanitizeHtml('<div id="__PAGE_STATE__">{}</div><img name="cookie" src="/a.png"><h2 id="bagian-1">Bagian</h2>');
      expect(clean).not.toMatch(/id="__PAGE_STATE__"|name="cookie"|id="bagian-1"/);
      expect(clean).toContain('id="user-content-__PAGE_STATE__"');
      expect(clean).toContain('id="user-content-bagian-1"');
      // `name` is obsolete on img and a: gone, not namespaced, so the page stays valid HTML.
      expect(clean).not.toContain("name=");
    });
  });
});

describe("stripHtml", () => {
  it("keeps the text only", () => {
    expect(stripHtml("<p>Halo&nbsp;<b>dunia</b></p><script>x()</script>")).toBe("Halo dunia");
  });
});
