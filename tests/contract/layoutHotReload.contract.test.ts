import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectVisibleWithin } from "../support/expectVisibleWithin.js";
import { rawGet } from "../support/rawGet.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Issue 12: "Add, change and remove layouts while the server runs": a changed file is live within a
// second, a broken one keeps the last good version and says where it is broken, a deleted one stops
// being served and its sites fall back to demo; the other tenants never notice.
const tenants = mkdtempSync(join(tmpdir(), "tenants-"));
cpSync(resolve(import.meta.dirname, "../../tenants"), tenants, { recursive: true });
const file = join(tenants, "pesilat.json");
const original = readFileSync(file, "utf8");
const PESILAT = "Tangguh di gelanggang, cakap di dunia digital";
const DEMO = "Situs pembelajaran siap pakai untuk lembaga Anda";
const MAIN = "Jadi talenta digital yang siap kerja dalam 16 minggu";
const WAIT = { timeout: 10_000, interval: 100 };

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ TENANTS_DIR: tenants, LOG_LEVEL: "info" });
});
afterAll(async () => {
  await server?.stop();
  rmSync(tenants, { recursive: true, force: true });
});

const home = async (host: string) => (await rawGet(server.port, host, "/")).text;
/** Another tenant's site is served from its own layout throughout. */
const mainUnchanged = async () => expect(await home("main.localhost")).toContain(MAIN);

describe("layouts changed while the server runs", () => {
  it("serves a changed file within a second", async () => {
    expect(await home("pesilat.localhost")).toContain(PESILAT);
    const saved = Date.now();
    writeFileSync(file, original.replace(PESILAT, "Jadwal latihan baru sudah terbit"));
    await expectVisibleWithin(saved, async () => (await home("pesilat.localhost")).includes("Jadwal latihan baru sudah terbit"), "a saved layout file");
    await mainUnchanged();
  });

  it("keeps the last good version of a broken file and logs where it broke", async () => {
    writeFileSync(
      file,
      '{\n  "id": "pesilat",\n  "extends": "base",\n  "routes": [ { "name": "index", "path": "/", "blocks": [ { "type": "hero-tidak-ada" } ] } ]\n}\n',
    );
    await expect.poll(() => server.output().includes("pesilat.json:4:"), WAIT).toBe(true);
    expect(server.output()).toMatch(/invalid layout skipped: .*pesilat\.json:4:\d+: .*hero-tidak-ada/);
    expect(await home("pesilat.localhost")).toContain("Jadwal latihan baru sudah terbit");
    await mainUnchanged();
  });

  it("stops serving a deleted file: its site falls back to demo, with a warning", async () => {
    rmSync(file);
    await expect.poll(async () => (await home("pesilat.localhost")).includes(DEMO), WAIT).toBe(true);
    // The log is written asynchronously: it may come a moment after the page.
    await expect
      .poll(() => server.output().includes("layout 'pesilat' is no longer served: its file was deleted; its sites fall back to 'demo'"), WAIT)
      .toBe(true);
    await mainUnchanged();
  });

  it("never serves a new file that has no valid version, and says why", async () => {
    writeFileSync(join(tenants, "baru.json"), '{ "id": "baru", "extends": "tidak-ada" }');
    await expect.poll(() => /invalid layout skipped: .*baru\.json:1:\d+: .*tidak-ada/.test(server.output()), WAIT).toBe(true);
    expect(server.output()).not.toMatch(/layouts ready: .*baru/);
  });

  it("serves the file again when it comes back", async () => {
    writeFileSync(file, original);
    await expect.poll(async () => (await home("pesilat.localhost")).includes(PESILAT), WAIT).toBe(true);
    await mainUnchanged();
  });

  it("serves a changed copy file of base.json's parts, and keeps the last good version of a broken one", async () => {
    const copy = join(tenants, "copy", "privacy-policy.json");
    const text = readFileSync(copy, "utf8");
    const page = async () => (await rawGet(server.port, "main.localhost", "/Privacy-Policy")).text;
    expect(await page()).toContain("Kebijakan Privasi ini menjelaskan");
    writeFileSync(copy, text.replace("Kebijakan Privasi ini menjelaskan", "Kebijakan Privasi yang diperbarui ini menjelaskan"));
    await expect.poll(async () => (await page()).includes("Kebijakan Privasi yang diperbarui ini menjelaskan"), WAIT).toBe(true);
    writeFileSync(copy, text.replace('"updatedOn": "2026-01-15"', '"updatedOn": 15'));
    await expect.poll(() => /invalid layout skipped: .*copy\/privacy-policy\.json:\d+:\d+: .*\(at \/props\/updatedOn\)/.test(server.output()), WAIT).toBe(true);
    expect(await page()).toContain("Kebijakan Privasi yang diperbarui ini menjelaskan");
    writeFileSync(copy, text);
    await expect.poll(async () => (await page()).includes("Kebijakan Privasi ini menjelaskan"), WAIT).toBe(true);
    await mainUnchanged();
  });
});

describe("a site added while the server runs (a tenant is added without code)", () => {
  it("is served from its site file, written by npm run tenant -- add, without a restart", async () => {
    // Asked for before it exists: the demo fallback, which must not stick once the site is added.
    expect(await home("akademi-bahari.localhost")).not.toContain(PESILAT);
    const root = resolve(import.meta.dirname, "../..");
    const added = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/tsx/dist/cli.mjs"),
        join(root, "site/platform/cli/tenant.ts"),
        "add",
        "akademi-bahari.localhost",
        "--layout",
        "pesilat",
        "--title",
        "Akademi Bahari",
        "--dir",
        tenants,
      ],
      { encoding: "utf8" },
    );
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain(
      `wrote ${join(tenants, "sites", "akademi-bahari.json")}: akademi-bahari.localhost shows layout 'pesilat' as 'Akademi Bahari'`,
    );
    await expect.poll(async () => (await home("akademi-bahari.localhost")).includes(PESILAT), { timeout: 3_000, interval: 100 }).toBe(true);
    expect(await home("akademi-bahari.localhost")).toContain("<title>Akademi Bahari");
    // Refused, and said why: the host is taken now.
    const again = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/tsx/dist/cli.mjs"),
        join(root, "site/platform/cli/tenant.ts"),
        "add",
        "akademi-bahari.localhost",
        "--layout",
        "demo",
        "--id",
        "lain",
        "--dir",
        tenants,
      ],
      { encoding: "utf8" },
    );
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("tenant: Host 'akademi-bahari.localhost' already shows site 'akademi-bahari'");
  });

  it("keeps showing the site while its file is broken, and takes it off its host when the file is deleted", async () => {
    const siteFile = join(tenants, "sites", "akademi-bahari.json");
    const good = readFileSync(siteFile, "utf8");
    writeFileSync(siteFile, good.replace('"layout": "pesilat"', '"layout": 7'));
    await expect.poll(() => server.output().includes(`invalid site file skipped: ${siteFile}:`), WAIT).toBe(true);
    expect(await home("akademi-bahari.localhost")).toContain(PESILAT);

    rmSync(siteFile);
    await expect
      .poll(() => server.output().includes("site 'akademi-bahari' is no longer served: its file was deleted; its hosts fall back to the default site"), WAIT)
      .toBe(true);
    await expect.poll(async () => (await home("akademi-bahari.localhost")).includes(DEMO), WAIT).toBe(true);
    await mainUnchanged();

    writeFileSync(siteFile, good);
    await expect.poll(async () => (await home("akademi-bahari.localhost")).includes(PESILAT), WAIT).toBe(true);
  });
});
