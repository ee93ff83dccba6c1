import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import type { LayoutSchemaCheck } from "../../engine/layout/LayoutSchemaCheck.js";
import { rememberedSchemaCheck } from "../../engine/layout/rememberedSchemaCheck.js";

// A counting schema check: a document passes when it has an id; every call is counted.
function countingCheck(): LayoutSchemaCheck & { calls: number } {
  const check = Object.assign(
    (document: unknown) => {
      check.calls += 1;
      const ok = typeof (document as { id?: unknown }).id === "string";
      check.errors = ok
        ? null
        : [{ instancePath: "", schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have id" }];
      return ok;
    },
    { calls: 0, errors: null as LayoutSchemaCheck["errors"] },
  );
  return check;
}

const dirs: string[] = [];
function checksFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "layout-checks-"));
  dirs.push(dir);
  return join(dir, "data", "layout-checks.json");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a layout schema check that remembers what it passed", () => {
  it("checks a passed document once, across starts, and the same text again after an edit and back", async () => {
    const file = checksFile();
    const first = countingCheck();
    const check = rememberedSchemaCheck(first, "schema-1", file);
    expect(check({ id: "main", routes: [] })).toBe(true);
    expect(check({ id: "main", routes: [] })).toBe(true);
    expect(first.calls).toBe(1);
    await nextTurn();

    // The next start: the same document is not checked again; an edited one is.
    const second = countingCheck();
    const restarted = rememberedSchemaCheck(second, "schema-1", file);
    expect(restarted({ id: "main", routes: [] })).toBe(true);
    expect(restarted.errors).toBeNull();
    expect(second.calls).toBe(0);
    expect(restarted({ id: "main", routes: [{ path: "/" }] })).toBe(true);
    expect(second.calls).toBe(1);
  });

  it("never remembers a failure: each time it is checked and its errors given", async () => {
    const file = checksFile();
    const inner = countingCheck();
    const check = rememberedSchemaCheck(inner, "schema-1", file);
    expect(check({ routes: [] })).toBe(false);
    expect(check.errors?.[0]?.params).toEqual({ missingProperty: "id" });
    await nextTurn();
    expect(check({ routes: [] })).toBe(false);
    expect(inner.calls).toBe(2);
    const again = countingCheck();
    expect(rememberedSchemaCheck(again, "schema-1", file)({ routes: [] })).toBe(false);
    expect(again.calls).toBe(1);
  });

  it("forgets everything when the schema changed, and survives an unreadable file", async () => {
    const file = checksFile();
    rememberedSchemaCheck(countingCheck(), "schema-1", file)({ id: "main" });
    await nextTurn();
    expect(JSON.parse(readFileSync(file, "utf8")).schemaHash).toBe("schema-1");

    const newSchema = countingCheck();
    expect(rememberedSchemaCheck(newSchema, "schema-2", file)({ id: "main" })).toBe(true);
    expect(newSchema.calls).toBe(1);

    writeFileSync(file, "{ not json");
    const afterDamage = countingCheck();
    expect(rememberedSchemaCheck(afterDamage, "schema-2", file)({ id: "main" })).toBe(true);
    expect(afterDamage.calls).toBe(1);
  });
});
