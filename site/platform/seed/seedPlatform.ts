import type { PlatformDb } from "../db/PlatformDb.js";
import { formatProblem } from "../../../schemas/documents/LayoutProblem.js";
import { DEFAULT_SITES_DIR, loadSiteFiles, type SiteFile } from "./loadSiteFiles.js";
import { loadSeedContent, type SeedContent } from "./loadSeedContent.js";
import { prepareCatalogueSeed } from "./prepareCatalogueSeed.js";
import { prepareSiteSeed } from "./prepareSiteSeed.js";
import { rangeOwner } from "./rangeOwner.js";
import { provinces, regionCities } from "./regions.js";
import { retireLegacyCities } from "./retireLegacyCities.js";
import { seedBrand, type BrandStatements } from "./seedBrand.js";
import { prepareCourseSeed } from "./seedCourses.js";
import { seedExtensions } from "./seedExtensions.js";
import { builtSeedCodeHash } from "./builtSeedCodeHash.js";
import { seedFingerprint } from "./seedFingerprint.js";
import { seedSite } from "./seedSites.js";

/** The content files, or none when the folder cannot be listed (the sites still start, without content). */
function loadContent(dir: string | undefined, log: (message: string) => void): SeedContent {
  try {
    return loadSeedContent(dir);
  } catch (error) {
    log(`no brand content seeded: the content folder cannot be read (${(error as Error).message})`);
    return { brands: [], shared: undefined, problems: [] };
  }
}

export interface SeedOptions {
  /** The content files' folder (`tenants/content` of the working directory when neither this nor `content` is given). */
  readonly contentDir?: string;
  /** Content already loaded (loadSeedContent), instead of reading `contentDir`. */
  readonly content?: SeedContent;
  /** Where refused content files and brands that could not be written are told; stderr when not given. */
  readonly log?: (message: string) => void;
  /**
   * The hash of the seed's code (the build's, by default): with it, a seed whose inputs are those of the last
   * one is skipped (seedFingerprint). Without it (a source run), the seed always runs.
   */
  readonly codeHash?: string;
}

/**
 * Writes the seed data in one transaction. Every row has a stable key and is upserted, so running it on every
 * start is safe: the second run leaves exactly the rows the first one wrote (and keeps user submissions).
 * Content that cannot be written never stops the start: a content file that fails its checks is skipped with
 * its located problems, and a brand whose writing fails anyway (a slug some stored row already holds) is rolled
 * back alone; either way what was stored for that brand before stays as it was. A start whose seed inputs and
 * code are those of the last seed skips it (some 100 ms of a start): it would write the rows that are there.
 */
export async function seedPlatform(
  db: PlatformDb,
  sites: readonly SiteFile[] = loadSiteFiles(DEFAULT_SITES_DIR).sites,
  options: SeedOptions = {},
): Promise<void> {
  const log = options.log ?? ((message: string) => console.error(message));
  const content = options.content ?? loadContent(options.contentDir, log);
  for (const problem of content.problems) log(`invalid content file skipped: ${formatProblem(problem)}`);
  const { shared } = content;
  if (!shared && content.brands.length > 0) log("no brand content seeded: the shared content files (tenants/content/shared/) are missing or invalid");
  const codeHash = "codeHash" in options ? options.codeHash : builtSeedCodeHash;
  const fingerprint = codeHash === undefined ? undefined : seedFingerprint(codeHash, sites, content);
  const lastSeed = db.prepare<[], { fingerprint: string }>("SELECT fingerprint FROM seed_state WHERE id = 1");
  const seeded = async () => fingerprint !== undefined && (await lastSeed.get())?.fingerprint === fingerprint;
  if (await seeded()) return;
  const statements: BrandStatements = { site: prepareSiteSeed(db), catalogue: prepareCatalogueSeed(db), courses: prepareCourseSeed(db) };
  // A seed that left a brand out runs again at the next start, and says why again.
  let complete = true;
  await db.transaction(async () => {
    // Platform processes that start together on one database seed one after another; the later ones find it done.
    await db.lock("seed");
    if (await seeded()) return;
    for (const province of provinces) await statements.site.province.run({ ...province });
    await retireLegacyCities(db);
    for (const city of regionCities)
      await statements.site.city.run({ id: city.id, name: city.name, province: city.province, province_id: city.provinceId, kind: city.kind });
    await seedExtensions(db);
    for (const site of sites) await seedSite(statements.site, site);
    // Seeded content for the sites that have some; a site file alone is a site without content.
    for (const brand of content.brands) {
      const site = sites.find((candidate) => candidate.id === brand.id);
      if (!site || !shared) continue;
      const owner = await rangeOwner(db, brand.id, brand.idBase);
      if (owner !== undefined) {
        const why = `ids from idBase ${brand.idBase} are stored for site '${owner}'; give it an unused idBase`;
        log(`content of site '${brand.id}' not seeded (${brand.file}): ${why}`);
        complete = false;
        continue;
      }
      try {
        // A nested transaction is a savepoint: a brand that fails takes back only its own writes.
        await db.transaction(() => seedBrand(statements, { ...brand, tenant: site, shared }))();
      } catch (error) {
        log(`content of site '${brand.id}' not seeded (${brand.file}): ${(error as Error).message}; what was stored for it stays`);
        complete = false;
      }
    }
    if (fingerprint !== undefined && complete)
      await db
        .prepare(
          "INSERT INTO seed_state (id, fingerprint, seeded_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, seeded_at = excluded.seeded_at",
        )
        .run(fingerprint, new Date().toISOString());
  })();
}
