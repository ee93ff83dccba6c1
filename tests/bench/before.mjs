// BENCH_BEFORE=<git ref>: that commit built in a temporary git worktree, so "before" and "now" are
// measured side by side in one run. The worktree reuses this tree's node_modules when the lockfiles
// match (else `npm ci` there) and is removed at cleanup.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./paths.mjs";
import { onCleanup, runToEnd } from "./processes.mjs";
import { snapshotBuild } from "./snapshotBuild.mjs";

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

export async function prepareBefore(ref) {
  const sha = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = mkdtempSync(join(tmpdir(), "bench-before-"));
  console.log(`  ${ref} = ${sha.slice(0, 10)} in a worktree at ${dir}`);
  git("worktree", "add", "--detach", dir, sha);
  onCleanup(() => {
    git("worktree", "remove", "--force", dir);
    git("worktree", "prune");
  });

  let sameLock = false;
  try {
    sameLock = git("show", `${sha}:package-lock.json`) === readFileSync(join(root, "package-lock.json"), "utf8").trim();
  } catch {
    // no lockfile at that ref
  }
  if (sameLock) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  else {
    console.log("  its package-lock.json differs: npm ci there…");
    const { code } = await runToEnd("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, quiet: true });
    if (code !== 0) throw new Error(`npm ci failed in the worktree of ${ref}`);
  }

  const build = existsSync(join(dir, "site/scripts/build.mjs")) ? [process.execPath, ["site/scripts/build.mjs"]] : ["npm", ["run", "build"]];
  console.log(`  building ${ref}…`);
  const { code, output } = await runToEnd(build[0], build[1], { cwd: dir, quiet: true });
  if (code !== 0) throw new Error(`the build of ${ref} failed: ${output.trim().split("\n").slice(-3).join(" | ")}`);
  return { dir, sha, app: await snapshotBuild({ source: dir, build: false }) };
}
