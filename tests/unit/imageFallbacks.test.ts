import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { installImageFallbacks } from "../../engine/index.js";

function page(html: string): Document {
  return new JSDOM(`<!doctype html><body>${html}</body>`, { url: "http://demo.localhost/" }).window.document;
}

describe("an image with a stand-in", () => {
  it("shows the stand-in when its source fails, with its srcset and sizes gone", () => {
    const document = page('<img id="a" src="/gone.jpg" srcset="/gone-320.jpg 320w" sizes="100vw" data-fallback="/_platform/media/kosong.png" alt="Kelas">');
    installImageFallbacks(document);
    const image = document.getElementById("a") as HTMLImageElement;
    image.dispatchEvent(new document.defaultView!.Event("error"));
    expect(image.getAttribute("src")).toBe("/_platform/media/kosong.png");
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("sizes")).toBe(false);
    expect(image.hasAttribute("data-fallback")).toBe(false);
  });

  it("keeps a stand-in that fails too as it is (no loop), and leaves images without one alone", () => {
    const document = page('<img id="a" src="/gone.jpg" data-fallback="/kosong.png" alt=""><img id="b" src="/juga-hilang.jpg" alt="">');
    installImageFallbacks(document);
    const [a, b] = ["a", "b"].map((id) => document.getElementById(id) as HTMLImageElement);
    a!.dispatchEvent(new document.defaultView!.Event("error"));
    a!.dispatchEvent(new document.defaultView!.Event("error"));
    b!.dispatchEvent(new document.defaultView!.Event("error"));
    expect(a!.getAttribute("src")).toBe("/kosong.png");
    expect(b!.getAttribute("src")).toBe("/juga-hilang.jpg");
  });

  it("swaps an image that failed before the listener was there, not one that loaded", () => {
    const document = page(
      '<img id="failed" src="/gone.jpg" data-fallback="/kosong.png" alt=""><img id="loaded" src="/ada.jpg" data-fallback="/kosong.png" alt="">',
    );
    const failed = document.getElementById("failed") as HTMLImageElement;
    const loaded = document.getElementById("loaded") as HTMLImageElement;
    for (const [image, width] of [
      [failed, 0],
      [loaded, 640],
    ] as const) {
      Object.defineProperty(image, "complete", { value: true });
      Object.defineProperty(image, "naturalWidth", { value: width });
    }
    installImageFallbacks(document);
    expect(failed.getAttribute("src")).toBe("/kosong.png");
    expect(loaded.getAttribute("src")).toBe("/ada.jpg");
  });

  it("stops listening when removed", () => {
    const document = page('<img id="a" src="/gone.jpg" data-fallback="/kosong.png" alt="">');
    installImageFallbacks(document)();
    const image = document.getElementById("a") as HTMLImageElement;
    image.dispatchEvent(new document.defaultView!.Event("error"));
    expect(image.getAttribute("src")).toBe("/gone.jpg");
  });
});
