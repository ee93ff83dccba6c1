// The byte budgets the site must meet to count as fast: first-load gzip -9 bytes of a home page and a detail
// page. Shared by the CI check (tests/contract/budgets.contract.test.ts) and `npm run bench`.
// Decimal kilobytes, rounded down from 120/15/20 KB so that no reading of "KB" lets a page through.
export const budgets = Object.freeze({
  /** Every script the HTML references (module entry, modulepreloads, script preloads). */
  jsGzip: 120_000,
  /** Stylesheets plus inline `<style>` text. */
  cssGzip: 15_000,
  htmlGzip: 20_000,
});

/**
 * What CI holds a page to: the targets above, except first-load JavaScript, which does not meet
 * its target yet (react-dom and react-router's data router alone are about 95 KB gzip, and the
 * engine, TanStack Query, ky and Mantine's core come on top). Until it does, CI guards today's
 * figure so that it can only go down: 196.0 KB for a News detail, the worst page. The last gain came from
 * the API client reading the host roles from a module of their own instead of the catalogue schema, which
 * had brought every record schema into the first page's script (199.6 → 195.4 KB); the detail blocks'
 * shared frame pieces (blocks/shared/) then cost 0.5 KB back as chunks of their own. The guard leaves 0.1 KB
 * over the measured 195,891 B: the chunks' content hashes are in the scripts' import lines, and gzip's size
 * varies by some tens of bytes with them from build to build (195,936 here, 195,954 in CI for one source).
 */
export const ciBudgets = Object.freeze({ ...budgets, jsGzip: 196_000 });
