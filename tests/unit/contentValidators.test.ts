import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildValidators } from "../../site/scripts/buildValidators.mjs";
import { contentCheck, loadPrecompiledContentChecks, CONTENT_VALIDATORS_FILE, type ContentKind } from "../../site/platform/validation/contentChecks.js";

// The build's precompiled content validators (site files, seed content) must judge every file as the
// schemas compiled at start would: the same verdict and the same errors, which name file:line:col.
const root = resolve(import.meta.dirname, "../..");
const cache = join(root, "node_modules", ".cache");
let outDir = "";
let standalone: Record<ContentKind, ValidateFunction>;

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  outDir = mkdtempSync(join(cache, "content-validators-test-"));
  await buildValidators(root, outDir);
  standalone = (await import(pathToFileURL(join(outDir, CONTENT_VALIDATORS_FILE)).href)) as Record<ContentKind, ValidateFunction>;
});
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const json = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const listed = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json") && keep(name))
    .map((name) => join(dir, name));
const CONTENT = join(root, "tenants", "content");
const FILES: [ContentKind, string][] = [
  ...listed(join(root, "tenants", "sites"), () => true).map((file): [ContentKind, string] => ["siteFile", file]),
  ...listed(CONTENT, (name) => !name.endsWith(".courses.json")).map((file): [ContentKind, string] => ["brand", file]),
  ...listed(CONTENT, (name) => name.endsWith(".courses.json")).map((file): [ContentKind, string] => ["courses", file]),
  ...(["names", "webinars", "careers", "feedback"] as const).map((kind): [ContentKind, string] => [kind, join(CONTENT, "shared", `${kind}.json`)]),
];

/** Each top-level value of a document replaced by something of the wrong kind, one at a time. */
function brokenCopies(document: unknown): unknown[] {
  if (!document || typeof document !== "object" || Array.isArray(document)) return [];
  return Object.keys(document).flatMap((key) => [42, "x", null, [], {}].map((value) => ({ ...document, [key]: value })));
}

function expectSame(kind: ContentKind, document: unknown): boolean {
  const compiled = contentCheck(kind);
  const verdict = compiled(document);
  expect(standalone[kind](document)).toBe(verdict);
  expect(standalone[kind].errors ?? null).toEqual(compiled.errors ?? null);
  return verdict;
}

describe("precompiled content validators", () => {
  it("checks every kind of shipped content file", () => {
    expect(new Set(FILES.map(([kind]) => kind))).toEqual(new Set(["siteFile", "brand", "courses", "names", "webinars", "careers", "feedback"]));
  });

  it.each(FILES)("judge %s %s and its broken copies as the compiled schema does", (kind, file) => {
    const document = json(file);
    expect(expectSame(kind, document)).toBe(true);
    const copies = brokenCopies(document);
    expect(copies.length).toBeGreaterThan(0);
    const verdicts = copies.map((copy) => expectSame(kind, copy));
    expect(verdicts).toContain(false);
  });

  it("are not used when generated from other schemas, and used when generated from these", async () => {
    const stale = mkdtempSync(join(cache, "content-validators-stale-"));
    try {
      const text = readFileSync(join(outDir, CONTENT_VALIDATORS_FILE), "utf8").replace(
        /export const schemaHash = "[0-9a-f]+"/,
        'export const schemaHash = "0"',
      );
      writeFileSync(join(stale, CONTENT_VALIDATORS_FILE), text);
      expect(await loadPrecompiledContentChecks(pathToFileURL(`${stale}/`))).toBe(false);
    } finally {
      rmSync(stale, { recursive: true, force: true });
    }
    expect(await loadPrecompiledContentChecks(pathToFileURL(`${outDir}/`))).toBe(true);
    // From now on the check of a kind is the build's module (the same module instance), not a compiled one.
    expect(contentCheck("brand")).toBe(standalone.brand);
  });
});
