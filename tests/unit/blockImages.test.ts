import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { layoutRenderer } from "../support/renderLayout.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** Every block that draws pictures, as its own example shows it (the hero with a picture). */
const PICTURE_BLOCKS = ["hero", "text-media", "class-list", "article-list", "mentor-list", "gallery", "client-logos", "video"];

function item(type: string) {
  const example = blocks.find((block) => block.type === type)!.example;
  const props = type === "hero" ? { ...example.props, image: "/_platform/media/cover/demo-hero.svg" } : example.props;
  return { type, props, ...(example.data ? { data: example.data } : {}) };
}

/** Every block stylesheet, for pictures whose height a class sets. */
const BLOCK_CSS = readdirSync("blocks", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => readFileSync(join("blocks", file), "utf8"))
  .join("\n");

/** The height the picture is drawn at: its inline style's, else that of a rule for its class. */
function drawnHeight(tag: string): string {
  const inline = /(?:^|;)height:([^;]+)/.exec(attr(tag, "style") ?? "")?.[1];
  if (inline) return inline;
  const rules = (attr(tag, "class") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(BLOCK_CSS)?.[1] ?? "");
  return rules.map((rule) => /(?:^|;)\s*height:\s*([^;]+)/.exec(rule)?.[1]?.trim()).find(Boolean) ?? "";
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe("block pictures on the server", () => {
  it("all have a width, a height, CSS that keeps the ratio and a srcset through the provider", async () => {
    const { status, body } = await layoutRenderer(platform, [{ name: "About", path: "/About", blocks: PICTURE_BLOCKS.map(item) } as never])("/About");
    expect(status, body.slice(0, 2000)).toBe(200);
    const seen = new Set<string>();
    for (const [, type, section] of body.matchAll(/<section data-block="([^"]+)">([\s\S]*?)<\/section>/g)) {
      for (const [tag] of section!.matchAll(/<img\b[^>]*>/g)) {
        seen.add(type!);
        expect(Number(attr(tag, "width")), `${type}: ${tag}`).toBeGreaterThan(0);
        expect(Number(attr(tag, "height")), `${type}: ${tag}`).toBeGreaterThan(0);
        // The height attribute is the ratio, not the drawn height: CSS sets the height (auto, or a fixed box).
        expect(drawnHeight(tag), `${type}: ${tag}`).toMatch(/^(auto|calc|\d)/);
        expect(attr(tag, "srcSet") ?? attr(tag, "srcset"), `${type}: ${tag}`).toMatch(/^\/_ipx\/w_320,f_webp\/\S+ 320w, .* 1536w$/);
        if (type === "hero") {
          expect(attr(tag, "loading")).toBe("eager");
          expect(attr(tag, "fetchPriority")).toBe("high");
        } else {
          expect(attr(tag, "loading"), `${type}: ${tag}`).toBe("lazy");
          expect(attr(tag, "decoding"), `${type}: ${tag}`).toBe("async");
          expect(attr(tag, "fetchPriority")).toBeUndefined();
        }
      }
    }
    expect([...seen].sort()).toEqual([...PICTURE_BLOCKS].sort());
  });
});
