import { describe, expect, it } from "vitest";
import { createMedia } from "../../engine/media/createMedia.js";
import { imageSources, shareImagePath } from "../../engine/media/imageSources.js";
import { checkMediaBase, normalizeMediaBase } from "../../engine/media/mediaUrl.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

describe("media paths relative to the media base", () => {
  it("resolve against the configured base; site paths, URLs and data: URLs stay", () => {
    const { url } = createMedia(normalizeMediaBase("https://media.example/aset"));
    expect(url("cover/kelas.svg")).toBe("https://media.example/aset/cover/kelas.svg");
    expect(url("/About")).toBe("/About");
    expect(url("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(url("data:image/png;base64,AA==")).toBe("data:image/png;base64,AA==");
    expect(url(undefined)).toBeUndefined();
  });

  it("go through the image provider from the base, also as share pictures", () => {
    const media = createMedia("/_platform/media/");
    expect(imageSources(media, "cover/kelas.svg", "100vw", { width: 1280, height: 720 }).src).toBe("/_ipx/w_768,f_webp/_platform/media/cover/kelas.svg");
    expect(shareImagePath(media, "cover/kelas.svg")).toBe("/_ipx/s_1200x630,f_jpeg/_platform/media/cover/kelas.svg");
    // Two deployments' media side by side: each resolves against its own base, nothing global between them.
    expect(createMedia("/").url("cover/kelas.svg")).toBe("/cover/kelas.svg");
  });

  it("refuse a base that is neither a root path nor an http(s) URL", () => {
    expect(checkMediaBase("media/")).toMatch(/MEDIA_BASE_URL must be a path starting with '\/' or an http\(s\) URL/);
    expect(checkMediaBase("javascript:alert(1)")).toBeDefined();
    expect(() => normalizeMediaBase("ftp://x")).toThrow(/MEDIA_BASE_URL/);
  });

  it("the layout schema takes relative media paths but nothing with a scheme or a way out of the base", () => {
    const pattern = new RegExp(mediaRefSchema.pattern);
    for (const ok of ["cover/kelas.svg", "/images/a.png", "https://cdn.example/a.png", "avatar/sinar_data-1.svg"]) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "../etc/passwd", "cover/../../etc/a.svg", " cover/a.svg", "cover/a b.svg"])
      expect(pattern.test(bad), bad).toBe(false);
  });
});
