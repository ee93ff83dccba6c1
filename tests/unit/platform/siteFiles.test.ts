import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "../../../schemas/documents/LayoutProblem.js";
import { openPlatformDb } from "../../../site/platform/db/openPlatformDb.js";
import { addSiteFile, siteIdOf } from "../../../site/platform/seed/addSiteFile.js";
import { loadSiteFiles } from "../../../site/platform/seed/loadSiteFiles.js";
import { settingsCssSchema } from "../../../schemas/settings.js";
import { siteFileSchema } from "../../../schemas/siteFile.js";
import { siteSchemaFile } from "../../../schemas/siteSchemaFile.js";

// Issue 12: "Add a tenant without code. Tenant settings records (hosts, layout, theme colours and fonts,
// meta) are data files loaded by the embedded platform, validated by the settings schema."
const tenantsDir = resolve(import.meta.dirname, "../../../tenants");
let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});
function copyTenants(): string {
  scratch = mkdtempSync(join(tmpdir(), "tenants-"));
  cpSync(tenantsDir, scratch, { recursive: true });
  return scratch;
}

describe("site files", () => {
  it("ship one valid file per seeded site, each showing a layout a site can show", () => {
    const { sites, problems } = loadSiteFiles(join(tenantsDir, "sites"));
    expect(problems).toEqual([]);
    expect(sites.map((site) => site.id)).toEqual(["arunika", "demo", "foundation", "jongkreatif", "ligasmk", "maintenance", "pesilat"]);
    for (const site of sites) {
      const layout = JSON.parse(readFileSync(join(tenantsDir, `${site.layout}.json`), "utf8")) as { abstract?: boolean };
      expect(layout.abstract, site.id).toBeUndefined();
    }
  });

  it("name the theme's fields as the settings schema does, and the editor's schema is up to date", () => {
    expect(Object.keys(siteFileSchema.properties.css.properties).sort()).toEqual(Object.keys(settingsCssSchema.properties).sort());
    expect(readFileSync(join(tenantsDir, "../schemas/site.schema.json"), "utf8")).toBe(siteSchemaFile());
  });

  it("refuse a bad file with file, line, column and what was expected, and keep the others", () => {
    const dir = join(copyTenants(), "sites");
    const pesilat = readFileSync(join(dir, "pesilat.json"), "utf8");
    writeFileSync(join(dir, "pesilat.json"), pesilat.replace('"clr_primary": "#b91c1c"', '"clr_primary": "merah"'));
    writeFileSync(
      join(dir, "kembar.json"),
      JSON.stringify({ id: "kembar", hosts: ["baru.localhost", "demo.localhost"], title: "Kembar", layout: "demo", css: JSON.parse(pesilat).css }, null, 2),
    );
    writeFileSync(
      join(dir, "salah-nama.json"),
      JSON.stringify({ id: "lain", hosts: ["lain.localhost"], title: "Lain", layout: "demo", css: JSON.parse(pesilat).css }),
    );
    writeFileSync(join(dir, "rusak.json"), "{ nope");
    const { sites, problems } = loadSiteFiles(dir);
    expect(sites.map((site) => site.id)).toEqual(["arunika", "demo", "foundation", "jongkreatif", "ligasmk", "maintenance"]);
    const lines = problems.map(formatProblem).map((line) => line.slice(dir.length + 1));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe("kembar.json:5:5: Host 'demo.localhost' already belongs to site 'demo'; a host shows one site (at /hosts/1)");
    expect(lines[1]).toMatch(/^pesilat\.json:16:20: .*#\[0-9a-fA-F\]\{6\}.* \(at \/css\/clr_primary\)$/);
    expect(lines[2]).toMatch(/^rusak\.json:1:3: Invalid JSON/);
    expect(lines[3]).toBe("salah-nama.json:1:7: Site id 'lain' does not match the file name; expected the file to be named 'lain.json' (at /id)");
  });

  it("are what the platform serves: a new file's host shows its site", async () => {
    const dir = join(copyTenants(), "sites");
    expect(addSiteFile({ tenantsDir: join(dir, ".."), host: "Akademi-Bahari.localhost", layout: "pesilat", title: "Akademi Bahari" })).toMatchObject({
      ok: true,
      site: { id: "akademi-bahari", hosts: ["akademi-bahari.localhost"], layout: "pesilat" },
    });
    const dataDir = mkdtempSync(join(tmpdir(), "platform-"));
    const db = await openPlatformDb({ dataDir }, loadSiteFiles(dir).sites);
    await db.close();
    const read = new Database(join(dataDir, "platform.sqlite"), { readonly: true });
    expect(
      read
        .prepare("SELECT t.id, t.title, t.layout, t.clr_primary FROM tenant_hosts h JOIN tenants t ON t.id = h.tenant_id WHERE h.host = ?")
        .get("akademi-bahari.localhost"),
    ).toEqual({
      id: "akademi-bahari",
      title: "Akademi Bahari",
      layout: "pesilat",
      clr_primary: loadSiteFiles(dir).sites.find((site) => site.id === "demo")!.css.clr_primary,
    });
    read.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("npm run tenant -- add", () => {
  it("derives the id from the host and refuses what would break a site", () => {
    const dir = copyTenants();
    expect(siteIdOf("akademi-bahari.localhost")).toBe("akademi-bahari");
    expect(addSiteFile({ tenantsDir: dir, host: "demo.localhost", layout: "demo" })).toEqual({
      ok: false,
      message: `Host 'demo.localhost' already shows site 'demo' (${join(dir, "sites", "demo.json")})`,
    });
    expect(addSiteFile({ tenantsDir: dir, host: "x.localhost", layout: "base" })).toEqual({
      ok: false,
      message: "Layout 'base' is abstract (only for others to extend); choose a layout a site can show",
    });
    expect(addSiteFile({ tenantsDir: dir, host: "x.localhost", layout: "tidak-ada" })).toEqual({
      ok: false,
      message: `No layout 'tidak-ada': ${join(dir, "tidak-ada.json")} does not exist`,
    });
    expect(addSiteFile({ tenantsDir: dir, host: "pesilat.example.id", layout: "demo" })).toEqual({
      ok: false,
      message: `Site 'pesilat' exists already (${join(dir, "sites", "pesilat.json")}); give another id with --id`,
    });
    expect(addSiteFile({ tenantsDir: dir, host: "bad host!", layout: "demo", id: "baru" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("(at /hosts/0)"),
    });
    expect(existsSync(join(dir, "sites", "baru.json"))).toBe(false);
  });
});
