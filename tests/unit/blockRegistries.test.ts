import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../blocks/components.js";
import { blockContracts } from "../../blocks/contracts.js";
import { blockPlans } from "../../engine/layout/BlockContract.js";
import { createBlockRegistry } from "../../engine/render/createBlockRegistry.js";

const componentsSource = readFileSync(join(import.meta.dirname, "../../blocks/components.ts"), "utf8");

describe("the block registries: contracts (validation, docs, route planning) and components (the code)", () => {
  // That the two list the same types is the compiler's to say (BlockComponents<BlockType>, and
  // tests/unit/blockRegistryTypes.check.ts shows it refuses a registry that misses one).
  it("load each block from its own folder, one dynamic import per block", () => {
    // One dynamic import per block, into the block's own folder: the build maps each to a chunk.
    expect(componentsSource.match(/import\("/g)).toHaveLength(blockContracts.length);
    for (const contract of blockContracts)
      expect(componentsSource, contract.type).toMatch(new RegExp(`"${contract.type}": \\(\\) =>\\s*import\\("\\./${contract.type}/`));
  });

  it("keep contracts out of the browser's module graph: the components registry imports types only", () => {
    expect(componentsSource).not.toMatch(/^import (?!type)/m);
  });

  it("give the browser plans without record shapes", () => {
    const plans = blockPlans(blockContracts);
    expect(Object.keys(plans)).toEqual(blockContracts.map((contract) => contract.type));
    for (const contract of blockContracts) {
      expect(plans[contract.type]!.heading).toBe(contract.heading);
      for (const [name, slot] of Object.entries(plans[contract.type]!.slots)) {
        expect(slot, `${contract.type}.${name}`).not.toHaveProperty("record");
        expect(slot, `${contract.type}.${name}`).not.toHaveProperty("list");
        expect({ ...slot, record: contract.slots[name]!.record, list: contract.slots[name]!.list }).toMatchObject(slot);
      }
    }
    expect(Object.keys(blockPlans(blockContracts, new Set(["hero", "form", "no-such-block"])))).toEqual(["hero", "form"]);
  });

  it("load each block's component once, and report an unknown type", async () => {
    const registry = createBlockRegistry(blockPlans(blockContracts), blockComponents);
    expect(registry.loaded("hero")).toBeUndefined();
    await registry.load(["hero", "hero", "no-such-block"]);
    const hero = registry.loaded("hero");
    expect(typeof hero?.component).toBe("function");
    expect(await registry.loading("hero")).toBe(hero);
    await expect(registry.loading("no-such-block")).rejects.toThrow(/Unknown block type 'no-such-block'/);
  });

  it("learn a block type when its plan arrives (the browser's route table adds the layout's others)", async () => {
    const plans: Record<string, ReturnType<typeof blockPlans>[string]> = {};
    const registry = createBlockRegistry(plans, blockComponents);
    expect(registry.has("counter")).toBe(false);
    Object.assign(plans, blockPlans(blockContracts, new Set(["counter"])));
    expect(registry.has("counter")).toBe(true);
    expect(registry.slotsOf("counter")).toEqual(blockPlans(blockContracts).counter!.slots);
  });
});
