// `npm test`: finds (or installs) Debian's Chromium, builds the production bundle when it is stale,
// runs every suite (unit, property, contract, e2e) and ends with one plain `N passed, N failed` line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const INSTALL_HINT =
  "Chromium is missing: install Debian's package with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary) and run `npm test` again.";

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

function ensureChromium() {
  let found = findChromium();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!found && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    found = findChromium();
  }
  if (!found) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  return found;
}

const chromium = ensureChromium();

const build = spawnSync(process.execPath, [join(root, "site/scripts/ensureBuild.mjs")], { stdio: "inherit", cwd: root });
if (build.status !== 0) {
  console.error("The production build failed; see above.");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// The whole suite also holds the code to its linter and formatter (`npm run lint`): two checks of the count.
const lint = [];
if (process.argv.length === 2) {
  for (const [name, script] of [
    ["eslint", "lint:eslint"],
    ["prettier", "lint:format"],
  ]) {
    const run = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit", cwd: root });
    lint.push({ name, ok: run.status === 0 });
    if (run.status !== 0) console.error(`${name} found problems: see above (\`npm run lint\`; \`npm run format\` rewrites the formatting).`);
  }
}

const outDir = mkdtempSync(join(tmpdir(), "vitest-report-"));
const report = join(outDir, "report.json");
const vitest = spawnSync(
  process.execPath,
  [
    join(root, "node_modules/vitest/vitest.mjs"),
    "run",
    "--config",
    "tests/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium, NODE_ENV: "test" } },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, "utf8"));
  passed = result.numPassedTests;
  // A file that failed to load has no failed test of its own; it counts once.
  const loadFailures = result.testResults.filter((file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed")).length;
  failed = result.numFailedTests + loadFailures;
  skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
} else {
  failed = 1;
}
rmSync(outDir, { recursive: true, force: true });
if (vitest.status !== 0 && failed === 0) failed = 1;
passed += lint.filter((check) => check.ok).length;
failed += lint.filter((check) => !check.ok).length;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
