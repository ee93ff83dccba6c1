import type { createPrng } from "../lib/createPrng.js";
import type { BrandIds } from "./BrandIds.js";
import type { BrandSeed } from "./BrandSeed.js";
import type { CatalogueSeedStatements } from "./prepareCatalogueSeed.js";

/**
 * What each part of a brand's catalogue seed reads. The parts share one PRNG, so they must run in the same order
 * every time (seedCatalogueContent's): the rows stay byte-identical from one run to the next.
 */
export interface CatalogueContext {
  readonly s: CatalogueSeedStatements;
  readonly brand: BrandSeed;
  readonly ids: BrandIds;
  readonly prng: ReturnType<typeof createPrng>;
  /** The names of the cities of the brand's schools, each once. */
  readonly schoolCities: readonly string[];
  /** A made-up person's name from the shared name pools (draws from the PRNG). */
  readonly person: () => string;
}
