import { describe, expect, it } from "vitest";
import { createMedia } from "../../engine/media/createMedia.js";
import { imageSources, IMAGE_BOXES, IMAGE_WIDTHS } from "../../engine/media/imageSources.js";
import { isProviderPath, parseImageModifiers } from "../../site/server/imageRoute.js";

const cover = IMAGE_BOXES.cover;

const media = createMedia("/");

describe("image sources", () => {
  it("offer every spec breakpoint through the image provider", () => {
    const { src, srcSet, sizes } = imageSources(media, "/_platform/media/cover/a.svg", "100vw", cover);
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(src).toBe("/_ipx/w_768,f_webp/_platform/media/cover/a.svg");
    expect(srcSet!.split(", ")).toEqual(IMAGE_WIDTHS.map((w) => `/_ipx/w_${w},f_webp/_platform/media/cover/a.svg ${w}w`));
    expect(sizes).toBe("100vw");
    expect(imageSources(media, "https://cdn.contoh.id/x.jpg", "50vw", cover).src).toBe("/_ipx/w_768,f_webp/https://cdn.contoh.id/x.jpg");
  });
  it("give the box's width and height, so the page keeps the picture's space before it arrives", () => {
    expect(imageSources(media, "/a.svg", "100vw", cover)).toMatchObject({ width: 1280, height: 720 });
    expect(imageSources(media, "/a.svg", "112px", IMAGE_BOXES.square)).toMatchObject({ width: 256, height: 256 });
  });
  it("fetch the priority image at once and first, every other one lazily", () => {
    expect(imageSources(media, "/a.svg", "100vw", { ...cover, priority: true })).toMatchObject({ loading: "eager", fetchPriority: "high" });
    expect(imageSources(media, "/a.svg", "100vw", { ...cover, priority: true }).decoding).toBeUndefined();
    expect(imageSources(media, "/a.svg", "100vw", cover)).toMatchObject({ loading: "lazy", decoding: "async" });
    expect(imageSources(media, "/a.svg", "100vw", cover).fetchPriority).toBeUndefined();
  });
  it("leave sources the provider cannot take alone", () => {
    const box = { width: 1280, height: 720, loading: "lazy", decoding: "async" };
    expect(imageSources(media, "data:image/png;base64,AAAA", "100vw", cover)).toEqual({ src: "data:image/png;base64,AAAA", ...box });
    expect(imageSources(media, undefined, "100vw", cover)).toEqual({ src: undefined, ...box });
    expect(imageSources(media, "//evil.example/x.png", "100vw", cover)).toEqual({ src: "//evil.example/x.png", ...box });
  });
  it("accept only breakpoint widths and known formats", () => {
    expect(parseImageModifiers("w_640,f_webp")).toEqual({ width: 640, format: "webp", quality: undefined });
    expect(parseImageModifiers("w_641")).toMatch(/Width 'w_641' must be one of/);
    expect(parseImageModifiers("w_1200,f_jpeg")).toMatch(/Width 'w_1200' must be one of/);
    expect(parseImageModifiers("w_640,f_gif")).toMatch(/Format 'f_gif'/);
    expect(parseImageModifiers("w_640,q_5")).toMatch(/Quality/);
  });
  it("accept the share picture's one size, as JPEG or PNG only", () => {
    expect(parseImageModifiers("s_1200x630,f_jpeg")).toEqual({ width: 1200, height: 630, format: "jpeg", quality: undefined });
    expect(parseImageModifiers("s_1200x630,f_png")).toEqual({ width: 1200, height: 630, format: "png", quality: undefined });
    expect(parseImageModifiers("s_1200x630,f_webp")).toMatch(/Format 'f_webp' of a share picture/);
    expect(parseImageModifiers("s_1200x630")).toMatch(/Format 'f_webp' of a share picture/);
    expect(parseImageModifiers("s_4000x4000,f_jpeg")).toMatch(/Size 's_4000x4000' must be 1200x630/);
    expect(parseImageModifiers("s_1200x630,w_640,f_jpeg")).toMatch(/without a width/);
  });
});

describe("the image provider's sources", () => {
  it.each([
    "/_ipx/w_320,f_webp/_platform/media/a.svg",
    "/_IPX/w_320/a.svg",
    "/%5Fipx/w_320/a.svg",
    "/%255Fipx/w_320/a.svg",
    "//_ipx/w_320/a.svg",
    "/_platform/../_ipx/w_320/a.svg",
    "http://127.0.0.1:3000/_ipx/w_320/a.svg",
  ])("refuses the provider itself: %s", (source) => {
    expect(isProviderPath(source)).toBe(true);
  });
  it.each(["/_platform/media/cover/kelas.svg", "https://cdn.contoh.id/gambar/ipx.png", "/_ipxe/a.png"])("takes an image: %s", (source) => {
    expect(isProviderPath(source)).toBe(false);
  });
});
