// `npm test`: finds (or installs) Debian's Chromium, builds the production bundle when it is stale,
// Debian's Varnish with its xkey module for the cluster suite, and Debian's PostgreSQL for the contract suite,
// runs the checks and suites in turn (lint: eslint, prettier and tsc side by side; then unit, property, contract, cluster, e2e), prints the time
// of each and the total, and ends with one plain `N passed, N failed` line.
//
//   npm test                       everything
//   npm test -- --fast             unit + property + contract (no browser; the inner loop)
//   npm test -- --project unit …   one vitest run with these arguments (other vitest arguments pass through)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const INSTALL_HINT =
  "Chromium is missing: install Debian's package with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary) and run `npm test` again.";
/** Each suite and the vitest projects it runs (tests/vitest.config.ts). */
const PROJECTS = { unit: ["unit"], property: ["property"], contract: ["contract", "platform-postgres"], cluster: ["cluster"], e2e: ["e2e"] };
const SUITES = Object.keys(PROJECTS);
const FAST_SUITES = ["unit", "property", "contract"];

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

/** Installs Debian packages when this runs as root on Debian (CI, a fresh machine); elsewhere the caller names them. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return;
  console.log(`installing Debian's ${packages.join(" ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}

/** The cluster suite runs Varnish with the xkey module (site/cluster/site.vcl). */
function ensureVarnish() {
  const installed = () => existsSync("/usr/sbin/varnishd") && existsSync("/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so");
  if (!installed()) aptInstall(["varnish", "varnish-modules"]);
  if (!installed()) {
    console.error("Varnish is missing: install Debian's packages with `sudo apt-get install -y varnish varnish-modules` and run `npm test` again.");
    process.exit(1);
  }
}

/** The contract suite runs the platform on a temporary PostgreSQL too (site/cluster/startPostgres.mjs). */
function ensurePostgres() {
  const installed = () => existsSync("/usr/lib/postgresql") && spawnSync("sh", ["-c", "ls /usr/lib/postgresql/*/bin/initdb"]).status === 0;
  if (!installed()) aptInstall(["postgresql"]);
  if (!installed()) {
    console.error("PostgreSQL is missing: install Debian's package with `sudo apt-get install -y postgresql` and run `npm test` again.");
    process.exit(1);
  }
}

/** Arial's metrics, for the font fallbacks' unit test (Chromium's pages fall back to them too). */
const LIBERATION_DIR = "/usr/share/fonts/truetype/liberation";

/** The unit suite measures Liberation Sans (Arial's widths): Debian's fonts-liberation. */
function ensureLiberationFonts() {
  if (!existsSync(LIBERATION_DIR)) aptInstall(["fonts-liberation"]);
  if (!existsSync(LIBERATION_DIR)) {
    console.error("Debian's Liberation fonts are missing: install them with `sudo apt-get install -y fonts-liberation` and run `npm test` again.");
    process.exit(1);
  }
}

function ensureChromium() {
  let found = findChromium();
  if (!found) {
    aptInstall(["chromium"]);
    found = findChromium();
  }
  if (!found) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  return found;
}

// Rounded to the second first: 119.6 s is 2:00, not 1:60.
const seconds = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
};

/** Runs a step and times it; `run` returns its counts. */
function step(name, run) {
  const started = Date.now();
  console.log(`\n── ${name} ──`);
  const counts = run();
  return { name, ...counts, ms: Date.now() - started };
}

/** One vitest run with a JSON report: its passed, failed and skipped tests. */
function vitest(args, chromium) {
  const outDir = mkdtempSync(join(tmpdir(), "vitest-report-"));
  const report = join(outDir, "report.json");
  const run = spawnSync(
    process.execPath,
    [
      join(root, "node_modules/vitest/vitest.mjs"),
      "run",
      "--config",
      "tests/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...args,
    ],
    { stdio: "inherit", cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium, NODE_ENV: "test" } },
  );
  let counts = { passed: 0, failed: 1, skipped: 0 };
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    // A file that failed to load has no failed test of its own; it counts once.
    const loadFailures = result.testResults.filter((file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed")).length;
    counts = {
      passed: result.numPassedTests,
      failed: result.numFailedTests + loadFailures,
      skipped: (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0),
    };
  }
  rmSync(outDir, { recursive: true, force: true });
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The lint scripts of package.json, run side by side: one check each, passed or failed. */
async function lint(scripts) {
  const runs = scripts.map(
    ([name, script]) =>
      new Promise((done) =>
        spawn("npm", ["run", "--silent", script], { stdio: "inherit", cwd: root }).on("exit", (code) => {
          if (code !== 0) console.error(`${name} found problems: see above (\`npm run lint\`; \`npm run format\` rewrites the formatting).`);
          done(code === 0);
        }),
      ),
  );
  const passed = (await Promise.all(runs)).filter(Boolean).length;
  return { passed, failed: scripts.length - passed, skipped: 0 };
}

const started = Date.now();
const args = process.argv.slice(2);
const fast = args.length === 1 && args[0] === "--fast";
ensureLiberationFonts();
const chromium = fast ? "" : ensureChromium();
if (!fast) ensureVarnish();
ensurePostgres();

const steps = [];
steps.push(
  step("build", () => {
    const build = spawnSync(process.execPath, [join(root, "site/scripts/ensureBuild.mjs")], { stdio: "inherit", cwd: root });
    if (build.status !== 0) console.error("The production build failed; see above.");
    return { passed: 0, failed: build.status === 0 ? 0 : 1, skipped: 0 };
  }),
);
if (steps[0].failed) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

if (args.length && !fast) {
  steps.push(step(`vitest ${args.join(" ")}`, () => vitest(args, chromium)));
} else {
  // The whole suite also holds the code to its linter, its formatter (`npm run lint`) and the compiler (`npm run
  // typecheck`, which pairs the block registries): three checks of the count.
  if (!fast) {
    const lintStarted = Date.now();
    console.log("\n── lint (eslint, prettier, tsc) ──");
    const counts = await lint([
      ["eslint", "lint:eslint"],
      ["prettier", "lint:format"],
      ["typecheck", "typecheck"],
    ]);
    steps.push({ name: "lint", ...counts, ms: Date.now() - lintStarted });
  }
  for (const suite of fast ? FAST_SUITES : SUITES)
    steps.push(
      step(suite, () =>
        vitest(
          PROJECTS[suite].flatMap((project) => ["--project", project]),
          chromium,
        ),
      ),
    );
}

const total = (key) => steps.reduce((sum, each) => sum + each[key], 0);
console.log("\n── times ──");
for (const each of steps) {
  const counts = each.name === "build" ? "" : `${each.passed} passed, ${each.failed} failed${each.skipped ? `, ${each.skipped} skipped` : ""}`;
  console.log(`${each.name.padEnd(10)} ${seconds(each.ms).padStart(6)}  ${counts}`);
}
console.log(`${"total".padEnd(10)} ${seconds(Date.now() - started).padStart(6)}`);
const skipped = total("skipped");
console.log(`${total("passed")} passed, ${total("failed")} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(total("failed") ? 1 : 0);
