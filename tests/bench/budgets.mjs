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
 * figure so that it can only go down: 199.6 KB for a News detail, the worst page. Accessible structure
 * (heading ranks, the skip link and focus after navigation, the menu button, Mantine's styles hoisted
 * into the head, titles cut to 70 characters) added about 1.4 KB to every page; the engine's catalogue
 * of errors and messages with stable codes about 1.6 KB more (its codes, statuses and template filling
 * travel with the texts the browser shows; the app-token and key errors only the server raises stay
 * out). Both are to be won back, not kept: the guard says how far they may go, not where they belong.
 */
export const ciBudgets = Object.freeze({ ...budgets, jsGzip: 199_700 });
