import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blocks } from "../../blocks/index.js";
import { blockViews } from "../../blocks/views.js";
import type { BlockSlot } from "../../engine/layout/BlockContract.js";
import { createBlockRegistry } from "../../engine/render/createBlockRegistry.js";

describe("block views (what the browser gets of each block)", () => {
  it("list the registered blocks, in the same order, with the same slots (the contract adds only what validation reads: record shapes)", () => {
    expect(blockViews.map((view) => view.type)).toEqual(blocks.map((block) => block.type));
    const browserPart = (slots: Readonly<Record<string, BlockSlot>>) =>
      Object.fromEntries(Object.entries(slots).map(([name, { record: _record, list: _list, ...slot }]) => [name, slot]));
    for (const block of blocks) {
      const view = blockViews.find((candidate) => candidate.type === block.type);
      expect(view?.slots).toEqual(browserPart(block.slots));
      for (const slot of Object.values(view?.slots ?? {})) expect(slot.record, `${block.type}: record shapes stay out of the browser`).toBeUndefined();
    }
  });

  it("keep props schemas and examples out of the browser's module graph", () => {
    const source = readFileSync(join(import.meta.dirname, "../../blocks/views.ts"), "utf8");
    expect(source).not.toMatch(/\.\/[a-z-]+\/index\.js|Schema/);
    for (const block of blocks) {
      const view = readFileSync(join(import.meta.dirname, `../../blocks/${block.type}/view.ts`), "utf8");
      expect(view, block.type).not.toMatch(/^import (?!type)[^;]*Schema/m);
      // One dynamic import: the build maps it to the block's chunk (site/scripts/clientManifest.mjs).
      expect(view.match(/import\("/g), block.type).toHaveLength(1);
    }
  });

  it("load each block's component once, and report an unknown type", async () => {
    const registry = createBlockRegistry(blocks);
    expect(registry.loaded("hero")).toBeUndefined();
    await registry.load(["hero", "hero", "no-such-block"]);
    const hero = registry.loaded("hero");
    expect(typeof hero?.component).toBe("function");
    expect(await registry.loading("hero")).toBe(hero);
    await expect(registry.loading("no-such-block")).rejects.toThrow(/Unknown block type 'no-such-block'/);
  });
});
