import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { listLayoutFiles } from "../../engine/layout/layoutFiles.js";

const root = resolve(import.meta.dirname, "../..");
const run = (...files: string[]) =>
  spawnSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "site/cli/validate.ts", ...files], { cwd: root, encoding: "utf8" });

describe("npm run validate", () => {
  it("passes the shipped layouts", () => {
    const result = run();
    // Every layout, part and copy file of tenants/.
    expect(result.stdout).toContain(`${listLayoutFiles(join(root, "tenants")).length} valid, 0 invalid`);
    expect(result.status).toBe(0);
  });

  it("prints file:line:col lines for a syntax error and an unknown block type, and exits 1", () => {
    const dir = mkdtempSync(join(tmpdir(), "validate-"));
    writeFileSync(join(dir, "rusak.json"), '{\n  "id": "rusak",\n  "routes": [ { "name": "index" "path": "/" } ]\n}\n');
    writeFileSync(
      join(dir, "asing.json"),
      '{\n  "id": "asing",\n  "routes": [\n    { "name": "index", "path": "/", "blocks": [ { "type": "slider" } ] }\n  ]\n}\n',
    );
    const result = run(join(dir, "rusak.json"), join(dir, "asing.json"));
    const lines = result.stdout.trim().split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/rusak\.json:3:33: Invalid JSON: Expected a comma between values$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/asing\.json:4:59: Unknown block type 'slider'; expected one of 'hero', .* \(at \/routes\/0\/blocks\/0\/type\)$/),
    );
    expect(lines[lines.length - 1]).toBe("0 valid, 2 invalid");
    expect(result.status).toBe(1);
  });
});
