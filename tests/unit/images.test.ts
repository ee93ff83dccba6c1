import { describe, expect, it } from "vitest";
import { imageSources, IMAGE_WIDTHS } from "../../engine/render/imageSources.js";
import { parseImageModifiers } from "../../site/server/imageRoute.js";

describe("image sources", () => {
  it("offer every spec breakpoint through the image provider", () => {
    const { src, srcSet, sizes } = imageSources("/_platform/media/cover/a.svg", "100vw");
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(src).toBe("/_ipx/w_768,f_webp/_platform/media/cover/a.svg");
    expect(srcSet!.split(", ")).toEqual(IMAGE_WIDTHS.map((w) => `/_ipx/w_${w},f_webp/_platform/media/cover/a.svg ${w}w`));
    expect(sizes).toBe("100vw");
    expect(imageSources("https://cdn.contoh.id/x.jpg", "50vw").src).toBe("/_ipx/w_768,f_webp/https://cdn.contoh.id/x.jpg");
  });
  it("leave sources the provider cannot take alone", () => {
    expect(imageSources("data:image/png;base64,AAAA", "100vw")).toEqual({ src: "data:image/png;base64,AAAA" });
    expect(imageSources(undefined, "100vw")).toEqual({ src: undefined });
    expect(imageSources("//evil.example/x.png", "100vw")).toEqual({ src: "//evil.example/x.png" });
  });
  it("accept only breakpoint widths and known formats", () => {
    expect(parseImageModifiers("w_640,f_webp")).toEqual({ width: 640, format: "webp", quality: undefined });
    expect(parseImageModifiers("w_641")).toMatch(/Width 'w_641' must be one of/);
    expect(parseImageModifiers("w_640,f_gif")).toMatch(/Format 'f_gif'/);
    expect(parseImageModifiers("w_640,q_5")).toMatch(/Quality/);
  });
});
