// Checked by the compiler only (`npm run typecheck`, a check of `npm test`), never run: the component
// registry is keyed by the contracts' block types, so a registry that misses one, or names one that no
// contract declares, does not compile. Should either stop being an error, the directive itself fails.
import type { BlockType } from "../../blocks/contracts.js";
import { blockComponents } from "../../blocks/components.js";
import type { BlockComponents } from "../../engine/react.js";

const { hero: _hero, ...withoutHero } = blockComponents;
// @ts-expect-error a registry without the hero block
export const missing: BlockComponents<BlockType> = withoutHero;
// @ts-expect-error a registry with a block type no contract declares
export const extra: BlockComponents<BlockType> = { ...blockComponents, "no-such-block": blockComponents.hero };
export const registered: BlockComponents<BlockType> = blockComponents;
