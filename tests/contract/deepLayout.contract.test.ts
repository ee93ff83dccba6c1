import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/rawGet.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Issue 10: one layout file nested 10,000 levels deep once stopped the server from starting, froze
// hot reload for every tenant and crashed `npm run validate`. Now it is one problem like any other.
const root = resolve(import.meta.dirname, "../..");
const DEPTH = 10_000;
const deepLayout = `{"id":"dalam","routes":${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}}`;

let tenants: string;
let server: RunningServer;
beforeAll(async () => {
  tenants = mkdtempSync(join(tmpdir(), "tenants-deep-"));
  cpSync(join(root, "tenants"), tenants, { recursive: true });
  writeFileSync(join(tenants, "dalam.json"), deepLayout);
  server = await startBuiltServer({ TENANTS_DIR: tenants });
});
afterAll(async () => {
  await server?.stop();
  rmSync(tenants, { recursive: true, force: true });
});

async function health(): Promise<{ layouts: string[]; invalidLayouts: number }> {
  return JSON.parse((await rawGet(server.port, "127.0.0.1", "/healthz")).text) as { layouts: string[]; invalidLayouts: number };
}

describe("a layout file 10,000 levels deep", () => {
  it("does not stop the start: the other sites serve and /healthz counts the file", async () => {
    expect((await rawGet(server.port, "demo.localhost", "/")).status).toBe(200);
    expect((await rawGet(server.port, "main.localhost", "/")).status).toBe(200);
    const status = await health();
    expect(status.invalidLayouts).toBe(1);
    expect(status.layouts).not.toContain("dalam");
    expect(server.output()).toMatch(/invalid layout skipped: .*dalam\.json:1:\d+: Nested deeper than 64 levels/);
  });

  it("does not freeze hot reload of the other layouts", async () => {
    const file = join(tenants, "demo.json");
    const edited = readFileSync(file, "utf8").replace(/"Akademi Demo"/, '"Akademi Demo Baru"');
    expect(edited).toContain("Akademi Demo Baru");
    writeFileSync(file, edited);
    writeFileSync(join(tenants, "dalam.json"), deepLayout + " ");
    await expect.poll(async () => (await rawGet(server.port, "demo.localhost", "/")).text, { timeout: 10_000 }).toContain("Akademi Demo Baru");
    expect((await health()).invalidLayouts).toBe(1);
    // The deep file's problem was reported once, not again on the reload.
    expect(server.output().match(/Nested deeper than 64 levels/g)).toHaveLength(1);
  });

  it("is reported by the CLI, which exits 1 instead of crashing", () => {
    const file = join(tenants, "dalam.json");
    const run = spawnSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "site/cli/validate.ts"), file], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/dalam\.json:1:\d+: Nested deeper than 64 levels/);
    expect(run.stdout).toContain("0 valid, 1 invalid");
  });
});
