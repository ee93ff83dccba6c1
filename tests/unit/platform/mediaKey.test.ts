import { describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_BASE, mediaKey, mediaUrls } from "../../../site/platform/media/mediaUrl.js";

describe("stored media references", () => {
  const own = mediaUrls();
  const cdn = mediaUrls("https://cdn.example/aset");

  it("are keys relative to the media base, the name encoded", () => {
    expect(mediaKey("cover", "kelas python")).toBe("cover/kelas%20python.svg");
    expect(mediaKey("avatar", "budi")).toBe("avatar/budi.svg");
  });

  it("read as the URL the media base gives the same kind and name", () => {
    expect(own.stored(mediaKey("cover", "kelas python"))).toBe(own("cover", "kelas python"));
    expect(own.stored("cover/kelas.svg")).toBe(`${DEFAULT_MEDIA_BASE}cover/kelas.svg`);
    expect(cdn.stored("avatar/budi.svg")).toBe("https://cdn.example/aset/avatar/budi.svg");
  });

  it("read the same when a data directory of an older version stored them under the default base", () => {
    expect(own.stored("/_platform/media/cover/kelas.svg")).toBe("/_platform/media/cover/kelas.svg");
    expect(cdn.stored("/_platform/media/cover/kelas.svg")).toBe("https://cdn.example/aset/cover/kelas.svg");
  });

  it("leave other URLs as they are", () => {
    for (const url of ["https://elsewhere.example/a.png", "/images/a.png", "data:image/png;base64,AA==", ""]) {
      expect(own.stored(url)).toBe(url);
      expect(cdn.stored(url)).toBe(url);
    }
  });
});
