import { defineConfig } from "vitest/config";

/** The tests of the embedded platform, which run on SQLite in their own suite and on PostgreSQL in `platform-postgres`. */
const PLATFORM_FILES = [
  "tests/unit/platform/**/*.test.ts",
  "tests/contract/idempotency.contract.test.ts",
  "tests/contract/upload.contract.test.ts",
  "tests/contract/postgrestJs.contract.test.ts",
  "tests/property/hostileWrites.property.test.ts",
];

// One config, four suites by kind. The contract and browser suites run against the built server,
// which tests/support/globalSetup.ts starts once for the whole run.
export default defineConfig({
  root: new URL("..", import.meta.url).pathname,
  test: {
    globalSetup: ["tests/support/globalSetup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for behaviour, not for a time: on a loaded CI machine a page may take a few seconds
    // to hydrate or answer (vitest's default gives up after one).
    expect: { poll: { timeout: 10_000, interval: 100 } },
    projects: [
      // Two workers on two cores: these suites use no server, and vitest's own process is idle while they run
      // (its default, one worker less than the cores, left one core unused).
      // The unit files share their workers' module graph (no isolation): importing the engine, the blocks and
      // the platform once per worker instead of once per file halves the suite. Nothing in the engine keeps
      // state in a module (media, sanitizer and logger live on a page's runtime) and no file mocks a module,
      // so no file needs a graph of its own.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", maxWorkers: 2, isolate: false } },
      { extends: true, test: { name: "property", include: ["tests/property/**/*.test.{ts,tsx}"], environment: "node", maxWorkers: 2 } },
      { extends: true, test: { name: "contract", include: ["tests/contract/**/*.test.ts"], environment: "node", maxWorkers: 2 } },
      // The platform's own tests again, on PostgreSQL: each platform they start gets a database of its own on the
      // run's temporary server (tests/support/testEngine.ts), so the same files check both engines.
      {
        extends: true,
        test: { name: "platform-postgres", include: PLATFORM_FILES, environment: "node", maxWorkers: 2, env: { PLATFORM_TEST_ENGINE: "postgres" } },
      },
      // Each file starts its own deployment (Varnish, nodes, a platform process): one file at a time.
      { extends: true, test: { name: "cluster", include: ["tests/cluster/**/*.test.ts"], environment: "node", fileParallelism: false } },
      {
        extends: true,
        // One file at a time, at most two of its pages at once: what two cores carry beside the server.
        test: { name: "e2e", include: ["tests/e2e/**/*.test.ts"], environment: "node", fileParallelism: false, maxConcurrency: 2, testTimeout: 60_000 },
      },
    ],
  },
});
