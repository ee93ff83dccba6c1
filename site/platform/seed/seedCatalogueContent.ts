import { createPrng } from "../lib/createPrng.js";
import type { BrandIds } from "./BrandIds.js";
import type { BrandSeed } from "./BrandSeed.js";
import type { CatalogueContext } from "./CatalogueContext.js";
import type { CatalogueSeedStatements } from "./prepareCatalogueSeed.js";
import { cityOf } from "./regions.js";
import { seedAccounts, seedAppClient } from "./seedAccounts.js";
import { seedCareers } from "./seedCareers.js";
import { seedFeedback } from "./seedFeedback.js";
import { seedGalleries } from "./seedGalleries.js";
import { seedProgramCatalogue } from "./seedProgramCatalogue.js";
import { seedScores } from "./seedScores.js";

/**
 * Everything the rest of the catalogue reads, derived from a brand's own programs, classes, mentors and schools so
 * every site's careers, webinars, batches and galleries speak about that brand. Deterministic (PRNG per brand):
 * the parts draw from one PRNG in this order, so reordering them changes the rows.
 */
export async function seedCatalogueContent(s: CatalogueSeedStatements, brand: BrandSeed, ids: BrandIds): Promise<void> {
  if (brand.programs.length === 0) {
    await seedAppClient({ s, brand }, "settings:read");
    return;
  }
  const prng = createPrng(`catalogue:${brand.tenant.id}`);
  const { names } = brand.shared;
  const context: CatalogueContext = {
    s,
    brand,
    ids,
    prng,
    schoolCities: [...new Set(brand.schools.map((school) => cityOf(school.city).name))],
    person: () => `${prng.pick(names.givenNames)} ${prng.pick(names.familyNames)}`,
  };
  await seedCareers(context);
  await seedProgramCatalogue(context);
  await seedGalleries(context);
  await seedScores(context);
  await seedAccounts(context);
  await seedFeedback(context);
}
