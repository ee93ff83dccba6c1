import { chunkGraph } from "./chunkGraph.mjs";
import { BLOCK_COMPONENTS, BLOCK_FOLDER } from "./clientManifest.mjs";
import { importBuildModule } from "./importBuildModule.mjs";

// The block types that may start as islands, from their contracts (`interactive` is true or depends on the item).
const ISLAND_TYPES = `
import { blockContracts } from "./blocks/contracts.js";
export const islandTypes = blockContracts.filter((contract) => contract.interactive !== false).map((contract) => contract.type);
`;

/**
 * The component modules (in a build's metafile) of the blocks whose contract says `interactive: false`:
 * islands only where their data is live, so the chunk merging leaves them out of its units.
 */
export async function staticBlockSources(root, metafile) {
  const { islandTypes } = await importBuildModule(root, "island-types", ISLAND_TYPES);
  return chunkGraph(metafile)
    .dynamicSources(BLOCK_COMPONENTS)
    .filter((source) => !islandTypes.includes(BLOCK_FOLDER.exec(source)?.[1]));
}
