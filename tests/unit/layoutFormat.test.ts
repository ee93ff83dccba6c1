import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layoutMigrations } from "../../engine/layout/migrations/layoutMigrations.js";
import { migrateLayout } from "../../engine/layout/migrations/migrateLayout.js";
import { LAYOUT_FORMAT } from "../../schemas/layout.js";
import { validateLayout } from "../support/layoutFixtures.js";

const root = join(import.meta.dirname, "../..");
/** foundation.json as it was shipped in format 1, before `npm run validate -- --fix` upgraded it. */
const formatOne = readFileSync(join(root, "tests/support/layouts/foundation.format1.json"), "utf8");
const shipped = readFileSync(join(root, "tenants/foundation.json"), "utf8");

describe("layout format", () => {
  it("has one migration per format step before the current one", () => {
    expect(layoutMigrations.map((migration) => migration.from)).toEqual(Array.from({ length: LAYOUT_FORMAT - 1 }, (_, i) => i + 1));
  });

  it("upgrades a format-1 layout through every migration to the file shipped today", () => {
    const upgrade = migrateLayout(JSON.parse(formatOne));
    expect(upgrade.ok).toBe(true);
    if (!upgrade.ok) return;
    expect(upgrade.from).toBe(1);
    expect(upgrade.steps).toHaveLength(layoutMigrations.length);
    expect(JSON.stringify(upgrade.document, null, 2) + "\n").toBe(shipped);
  });

  it("media under the embedded platform's mount become relative; site paths and URLs stay", () => {
    const upgrade = migrateLayout({
      id: "x",
      routes: [{ name: "Home", path: "/", head: { image: "/_platform/media/cover/a.svg" } }],
      note: ["/About", "https://cdn.example/_platform/media/b.svg", "/_platform/mediaX"],
    });
    expect(upgrade).toMatchObject({
      ok: true,
      document: {
        id: "x",
        format: LAYOUT_FORMAT,
        routes: [{ head: { image: "cover/a.svg" } }],
        note: ["/About", "https://cdn.example/_platform/media/b.svg", "/_platform/mediaX"],
      },
    });
  });

  it("validates a format-1 file as its upgrade and says it was upgraded", () => {
    const result = validateLayout(formatOne, "foundation.json");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.upgraded?.from).toBe(1);
      expect(result.document.format).toBe(LAYOUT_FORMAT);
    }
  });

  it("refuses a format newer than the engine's at /format, with the line of the key", () => {
    const text = shipped.replace(`"format": ${LAYOUT_FORMAT}`, `"format": ${LAYOUT_FORMAT + 1}`);
    const result = validateLayout(text, "foundation.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ pointer: "/format", line: text.split("\n").findIndex((line) => line.includes('"format"')) + 1 });
    expect(result.problems[0]!.message).toContain(`Layout format ${LAYOUT_FORMAT + 1} is newer than this engine reads`);
  });

  it("reports a format that is not a whole number from 1 through the schema", () => {
    const result = validateLayout(shipped.replace(`"format": ${LAYOUT_FORMAT}`, `"format": "2"`), "foundation.json");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]!.pointer).toBe("/format");
  });

  it("`npm run validate -- --fix` writes the upgraded file, and leaves current files alone", () => {
    const dir = mkdtempSync(join(tmpdir(), "layout-format-"));
    writeFileSync(join(dir, "foundation.json"), formatOne);
    copyFileSync(join(root, "tenants/base.json"), join(dir, "base.json"));
    // base.json is assembled from parts that include copy: the folder needs them all.
    for (const folder of ["parts", "copy"]) cpSync(join(root, "tenants", folder), join(dir, folder), { recursive: true });
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "site/cli/validate.ts"), ...args], {
        cwd: root,
        encoding: "utf8",
      });
    const report = run(join(dir, "foundation.json"));
    expect(report).toContain("written in layout format 1, read as format 2");
    expect(readFileSync(join(dir, "foundation.json"), "utf8")).toBe(formatOne);
    const fixed = run("--fix", join(dir, "foundation.json"), join(dir, "base.json"));
    expect(fixed).toContain("upgraded from layout format 1 to 2");
    expect(fixed).not.toContain("base.json: upgraded");
    expect(readFileSync(join(dir, "foundation.json"), "utf8")).toBe(shipped);
    expect(readFileSync(join(dir, "base.json"), "utf8")).toBe(readFileSync(join(root, "tenants/base.json"), "utf8"));
  }, 60_000);
});
