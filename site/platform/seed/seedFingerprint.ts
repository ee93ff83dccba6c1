import { createHash } from "node:crypto";
import type { SiteFile } from "./loadSiteFiles.js";
import type { SeedContent } from "./loadSeedContent.js";
import { provinces, regionCities } from "./regions.js";
import { eventAnchorDate } from "./webinarSeed.js";

/**
 * Everything the seed's rows follow from, hashed: its code, the site files, the content files, the
 * regions it takes from idn-area-data and the month its event dates follow. Equal fingerprints write
 * equal rows (the seed is deterministic: tests/unit/platform/migrationsAndSeed.test.ts).
 */
export function seedFingerprint(codeHash: string, sites: readonly SiteFile[], content: SeedContent, now: Date = new Date()): string {
  return createHash("sha256")
    .update(JSON.stringify([codeHash, eventAnchorDate(now), sites, content.brands, content.shared ?? null, provinces, regionCities]))
    .digest("hex");
}
