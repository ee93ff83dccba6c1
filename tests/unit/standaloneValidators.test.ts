import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { buildLayoutSchema } from "../../engine/layout/buildLayoutSchema.js";
import { createLayoutAjv } from "../../engine/layout/createLayoutAjv.js";
import { createLayoutValidator, type LayoutValidation, type LayoutValidator } from "../../engine/layout/createLayoutValidator.js";
import type { LayoutSchemaCheck } from "../../engine/layout/LayoutSchemaCheck.js";
import { layoutSchemaHash } from "../../engine/layout/layoutSchemaHash.js";
import { LAYOUT_VALIDATOR_FILE, loadLayoutValidator } from "../../engine/layout/loadLayoutValidator.js";
import { catalogueParamsSchemas } from "../../site/platform/validation/catalogueParamsSchemas.js";
import { createAjv } from "../../site/platform/validation/createAjv.js";
import type { ParamsCheck } from "../../site/platform/validation/ParamsCheck.js";
import { loadPrecompiledParamsChecks, missingPrecompiledParamsChecks, PARAMS_VALIDATORS_FILE } from "../../site/platform/validation/precompiledParamsChecks.js";
import { buildValidators } from "../../site/scripts/buildValidators.mjs";
import { startPlatform } from "../support/startPlatform.js";
import { isCopyFile } from "../../engine/layout/layoutFiles.js";
import { tenantFiles, tenantTexts } from "../support/layoutFixtures.js";

const layoutFiles = () => tenantFiles().filter(({ file }) => !isCopyFile(file));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const root = resolve(import.meta.dirname, "../..");
// Inside the project: the generated modules import ajv's runtime from its node_modules, as dist/ does.
const cache = join(root, "node_modules", ".cache");
let outDir = "";
let standaloneCheck: LayoutSchemaCheck;
let compiledCheck: LayoutSchemaCheck;
let standalone: LayoutValidator;
let compiled: LayoutValidator;
const keywords = new Set<string>();

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  outDir = mkdtempSync(join(cache, "standalone-validators-test-"));
  await buildValidators(root, outDir);
  // CommonJS, as the server loads it: the check is `module.exports`, with the hash beside it.
  const layoutModule = createRequire(import.meta.url)(join(outDir, LAYOUT_VALIDATOR_FILE)) as LayoutSchemaCheck & { schemaHash: string };
  expect(layoutModule.schemaHash).toBe(layoutSchemaHash(blocks, catalogue));
  standaloneCheck = layoutModule;
  compiledCheck = createLayoutAjv().compile(buildLayoutSchema(blocks, catalogue));
  standalone = createLayoutValidator(blocks, catalogue, standaloneCheck);
  compiled = createLayoutValidator(blocks, catalogue, compiledCheck);
});

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Both validators on one file: the same problems (file:line:col, pointer, message) and the same raw AJV errors. */
function expectSame(text: string, file: string, files?: ReadonlyMap<string, string>): LayoutValidation {
  const expected = compiled(text, file, files);
  expect(standalone(text, file, files)).toEqual(expected);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return expected; // a syntax error never reaches the schema check
  }
  expect(standaloneCheck(document)).toBe(compiledCheck(document));
  expect(standaloneCheck.errors).toEqual(compiledCheck.errors);
  for (const error of compiledCheck.errors ?? []) keywords.add(error.keyword);
  return expected;
}

function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, i) => paths(item, [...at, i]))];
  if (value && typeof value === "object") return [at, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))];
  return [at];
}

type Mutation = (parent: Record<string, Json> | Json[], key: string | number) => void;
const set =
  (value: Json): Mutation =>
  (parent, key) =>
    void ((parent as Record<string, Json>)[key] = value);
// Each breaks a value in another way: wrong types, unknown names, out-of-range numbers, missing or extra properties.
const MUTATIONS: Mutation[] = [
  set(42),
  set("zz-unknown"),
  set(null),
  set({}),
  set([]),
  set(true),
  set(-1),
  set("x".repeat(300)),
  set("Not A Slug!"),
  (parent, key) => (Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key]),
  (parent, key) => {
    const target = (parent as Record<string, Json>)[key];
    if (target && typeof target === "object" && !Array.isArray(target)) target.zzExtra = 1;
    else (parent as Record<string, Json>)[key] = { zzExtra: 1 };
  },
  (parent, key) => {
    if (Array.isArray(parent)) return void parent.push(structuredClone(parent[Number(key)]!));
    parent.zzRenamed = parent[key]!;
    delete parent[key];
  },
];

/** Up to `count` broken copies of a document, spread evenly over its values, each broken by the next mutation in turn. */
function brokenCopies(document: Json, count: number): Json[] {
  const all = paths(document).filter((path) => path.length > 0);
  const step = Math.max(1, Math.floor(all.length / count));
  return all
    .filter((_, i) => i % step === 0)
    .map((path, i) => {
      const copy = structuredClone(document);
      const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, copy) as Record<string, Json> | Json[];
      MUTATIONS[i % MUTATIONS.length]!(parent, path[path.length - 1]!);
      return copy;
    });
}

const minimal = (blockItems: Json[], path = "/") => JSON.stringify({ id: "t", routes: [{ name: "index", path, blocks: blockItems }] }, null, 2);

describe("precompiled (standalone) layout validator", () => {
  it("accepts every shipped layout, as the compiled one does", () => {
    // Copy files are not layouts: they are checked as the props of the blocks that include them.
    for (const { file, text } of layoutFiles()) expect(expectSame(text, file, tenantTexts()).ok, file).toBe(true);
  });

  it("reports the same problems as the compiled one on broken copies of every shipped layout", () => {
    for (const { file, text } of layoutFiles()) {
      const copies = brokenCopies(JSON.parse(text) as Json, 50);
      const invalid = copies.filter((copy) => !expectSame(JSON.stringify(copy, null, 2), file, tenantTexts()).ok);
      expect(invalid.length, file).toBeGreaterThan(copies.length / 2);
    }
  });

  it("reports the same problems on every block's example, broken", () => {
    for (const block of blocks) {
      const item = { type: block.type, ...(block.example as unknown as { [key: string]: Json }) };
      // The route's path has the parameters the example binds, so that the example is valid.
      const params = [...new Set([...JSON.stringify(item).matchAll(/"route":"([^"]+)"/g)].map((match) => match[1]!))];
      const path = `/x${params.map((name) => `/{${name}}`).join("")}`;
      const result = expectSame(minimal([item], path), `${block.type}.json`);
      expect(result.ok ? [] : result.problems, block.type).toEqual([]);
      for (const copy of brokenCopies(item, 12)) expectSame(minimal([copy], path), `${block.type}.json`);
    }
  });

  it("reports the same problems on hand-broken files, syntax errors included", () => {
    const cases = [
      "",
      "{",
      '{ "id": "t", }',
      '{ "id": "t" } // comment',
      minimal([{ type: "carousel" }]),
      minimal([{ type: 7 }]),
      minimal([{ type: "class-list", data: { classes: { source: "class.activ" } } }]),
      minimal([{ type: "class-list", data: { classes: { params: {} } } }]),
      minimal([{ type: "class-list", data: { classes: { source: "class.active", params: { colour: "red" } } } }]),
      minimal([{ type: "class-list", data: { classes: { source: "class.active", params: { limit: "many" } } } }]),
      minimal([{ type: "class-list", id: "Bad Id" }]),
      JSON.stringify({ id: "t", language: "fr", routes: [{ name: "Class-code", path: "/Class/{code}", blocks: [] }] }),
      JSON.stringify({
        id: "t",
        routes: [
          { name: "x", path: "/x", blocks: [{ type: "class-list", data: { classes: { source: "class.active", params: { search: { route: "slug" } } } } }] },
        ],
      }),
    ];
    cases.forEach((text, i) => expect(expectSame(text, `case-${i}.json`).ok, text).toBe(false));
  });

  it("has gone through every kind of error the problem messages word differently", () => {
    for (const keyword of [
      "additionalProperties",
      "required",
      "discriminator",
      "type",
      "enum",
      "pattern",
      "anyOf",
      "oneOf",
      "minimum",
      "minItems",
      "maxLength",
    ]) {
      expect([...keywords]).toContain(keyword);
    }
  });
});

describe("loading the precompiled layout validator", () => {
  const fakes = mkdtempSync(join(tmpdir(), "layout-validator-fake-"));
  afterAll(() => rmSync(fakes, { recursive: true, force: true }));
  /** A folder with a stand-in module that rejects everything with its own message, generated from `hash`. */
  const fake = (name: string, hash: string): URL => {
    mkdirSync(join(fakes, name));
    writeFileSync(
      join(fakes, name, LAYOUT_VALIDATOR_FILE),
      `module.exports = function validate() { validate.errors = [{ instancePath: "", schemaPath: "#/fake", keyword: "fake", params: {}, message: "came from the precompiled module" }]; return false; };\n` +
        `module.exports.schemaHash = ${JSON.stringify(hash)};\n`,
    );
    return pathToFileURL(`${join(fakes, name)}/`);
  };
  const { file, text } = tenantFiles()[0]!;

  it("uses the module generated from this schema", () => {
    const result = loadLayoutValidator(blocks, catalogue, fake("same", layoutSchemaHash(blocks, catalogue)))(text, file);
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual(["the document came from the precompiled module"]);
  });

  it("compiles the schema instead of using a module generated from another schema, or when there is none", () => {
    expect(loadLayoutValidator(blocks, catalogue, fake("other", "0".repeat(64)))(text, file).ok).toBe(true);
    expect(loadLayoutValidator(blocks, catalogue, pathToFileURL(`${join(fakes, "none")}/`))(text, file).ok).toBe(true);
  });

  it("loads no module until a document needs the check, and trusts the hash it is given", () => {
    // A folder whose module is written after the validator is made: it is read at the first check, not before.
    const dir = pathToFileURL(`${join(fakes, "later")}/`);
    const validate = loadLayoutValidator(blocks, catalogue, dir, { schemaHash: "given" });
    fake("later", "given");
    const result = validate(text, file);
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual(["the document came from the precompiled module"]);
  });
});

describe("precompiled (standalone) request validators", () => {
  // Text, numbers in and out of range, lists, formats: what query strings and bodies turn into after coercion.
  const VALUES: Json[] = [
    "x",
    "",
    0,
    -1,
    1,
    1.5,
    2 ** 53,
    true,
    null,
    {},
    [],
    [1, 2],
    [1, "a"],
    Array.from({ length: 101 }, (_, i) => i + 1),
    "a".repeat(500),
    "nama@contoh.id",
    "bukan-email",
    "2024-02-30",
    "2024-01-01",
    "2024-01-01T10:00:00Z",
    "https://contoh.id/x",
    "bukan uri",
  ];

  it("give the same result and errors as compiled ones for every params schema of the catalogue", async () => {
    const precompiled = (await import(pathToFileURL(join(outDir, PARAMS_VALIDATORS_FILE)).href)) as Record<string, ParamsCheck | undefined>;
    const ajv = createAjv();
    const schemas = catalogueParamsSchemas(catalogue);
    expect(schemas.size).toBeGreaterThan(20);
    let rejected = 0;
    for (const [key, schema] of schemas) {
      const check = precompiled[key];
      expect(check, key).toBeTypeOf("function");
      const compiledParams = ajv.compile(schema);
      const names = Object.keys(schema.properties as Record<string, unknown>);
      const inputs = [{}, ...names.flatMap((name) => VALUES.map((value) => ({ [name]: value })))];
      for (const input of inputs) {
        const valid = compiledParams(input);
        expect(check!(input), `${key} ${JSON.stringify(input)}`).toBe(valid);
        expect(check!.errors).toEqual(compiledParams.errors);
        if (!valid) rejected++;
      }
    }
    expect(rejected).toBeGreaterThan(schemas.size);
  });

  it("cover every validator the embedded platform registers", async () => {
    expect(await loadPrecompiledParamsChecks(pathToFileURL(`${outDir}/`))).toBeGreaterThan(20);
    const platform = await startPlatform();
    try {
      expect(missingPrecompiledParamsChecks()).toEqual([]);
    } finally {
      await platform.stop();
    }
  });
});
