import { afterEach, describe, expect, it } from "vitest";
import { checkMediaBase, getMediaBase, mediaUrl, setMediaBase } from "../../engine/media/mediaUrl.js";
import { imageSources, shareImagePath } from "../../engine/media/imageSources.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

const before = getMediaBase();
afterEach(() => setMediaBase(before));

describe("media paths relative to the media base", () => {
  it("resolve against the configured base; site paths, URLs and data: URLs stay", () => {
    setMediaBase("https://media.example/aset");
    expect(mediaUrl("cover/kelas.svg")).toBe("https://media.example/aset/cover/kelas.svg");
    expect(mediaUrl("/About")).toBe("/About");
    expect(mediaUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(mediaUrl("data:image/png;base64,AA==")).toBe("data:image/png;base64,AA==");
    expect(mediaUrl(undefined)).toBeUndefined();
  });

  it("go through the image provider from the base, also as share pictures", () => {
    setMediaBase("/_platform/media/");
    expect(imageSources("cover/kelas.svg", "100vw", { width: 1280, height: 720 }).src).toBe("/_ipx/w_768,f_webp/_platform/media/cover/kelas.svg");
    expect(shareImagePath("cover/kelas.svg")).toBe("/_ipx/s_1200x630,f_jpeg/_platform/media/cover/kelas.svg");
  });

  it("refuse a base that is neither a root path nor an http(s) URL", () => {
    expect(checkMediaBase("media/")).toMatch(/MEDIA_BASE_URL must be a path starting with '\/' or an http\(s\) URL/);
    expect(checkMediaBase("javascript:alert(1)")).toBeDefined();
    expect(() => setMediaBase("ftp://x")).toThrow(/MEDIA_BASE_URL/);
  });

  it("the layout schema takes relative media paths but nothing with a scheme or a way out of the base", () => {
    const pattern = new RegExp(mediaRefSchema.pattern);
    for (const ok of ["cover/kelas.svg", "/images/a.png", "https://cdn.example/a.png", "avatar/sinar_data-1.svg"]) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "../etc/passwd", "cover/../../etc/a.svg", " cover/a.svg", "cover/a b.svg"])
      expect(pattern.test(bad), bad).toBe(false);
  });
});
