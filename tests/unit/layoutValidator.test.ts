import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLayoutStore, loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import { formatProblem } from "../../schemas/documents/LayoutProblem.js";
import { tenantFiles, tenantsDir, validateLayout } from "../support/layoutFixtures.js";

const minimal = (routes: unknown[], extra: Record<string, unknown> = {}) => JSON.stringify({ id: "t", ...extra, routes }, null, 2);

describe("layout validation", () => {
  it("accepts every shipped layout", () => {
    const { layouts, problems } = loadLayoutFiles(tenantFiles(), validateLayout);
    expect(problems.map(formatProblem)).toEqual([]);
    expect([...layouts.keys()].sort()).toEqual(["demo", "foundation", "jongkreatif", "ligasmk", "main", "pesilat"]);
  });

  it("locates a syntax error by line and column", () => {
    const result = validateLayout('{\n  "id": "t",\n  "routes": [\n    { "name": "index" "path": "/" }\n  ]\n}', "t.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(formatProblem(result.problems[0]!)).toBe("t.json:4:23: Invalid JSON: Expected a comma between values");
  });

  it("names an unknown block type with what was expected", () => {
    const text = minimal([{ name: "index", path: "/", blocks: [{ type: "carousel" }] }]);
    const result = validateLayout(text, "t.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ pointer: "/routes/0/blocks/0/type", line: 9, col: 19 });
    expect(result.problems[0]!.message).toMatch(/^Unknown block type 'carousel'; expected one of 'hero', 'class-list'/);
  });

  it("rejects an unknown source and an unknown parameter", () => {
    const text = minimal([
      {
        name: "index",
        path: "/",
        blocks: [
          { type: "class-list", data: { classes: { source: "class.activ" } } },
          { type: "class-list", data: { classes: { source: "class.active", params: { colour: "red" } } } },
        ],
      },
    ]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    const messages = result.problems.map((p) => `${p.pointer} ${p.message}`);
    expect(messages[0]).toMatch(
      /^\/routes\/0\/blocks\/0\/data\/classes\/source Unknown data source 'class.activ'; expected one of 'class.active', 'post.list'/,
    );
    expect(messages[1]).toMatch(/^\/routes\/0\/blocks\/1\/data\/classes\/params\/colour Unknown property 'colour'/);
  });

  it("only lets a slot take sources of its envelope", () => {
    const text = minimal([
      {
        name: "index",
        path: "/",
        blocks: [{ type: "counter", props: { items: [{ key: "students", label: "Siswa" }] }, data: { counter: { source: "class.active" } } }],
      },
    ]);
    const result = validateLayout(text, "t.json");
    expect(result.ok).toBe(false);
  });

  it("checks route references against the route's path", () => {
    const text = minimal([
      {
        name: "Class-code",
        path: "/Class/{code}",
        blocks: [{ type: "class-list", data: { classes: { source: "class.active", params: { search: { route: "slug" } } } } }],
      },
    ]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems[0]!.message).toBe("Route parameter 'slug' is not in the path '/Class/{code}'; expected one of 'code'");
  });

  it("checks a block condition's parameter against the route's path", () => {
    const text = minimal([{ name: "Career-slug", path: "/Career/{slug?}", blocks: [{ type: "hero", props: { title: "Karier" }, when: { param: "id" } }] }]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      "/routes/0/blocks/0/when/param Route parameter 'id' is not in the path '/Career/{slug?}'; expected one of 'slug'",
    ]);
  });

  it("runs a block's own checks (form fields must be parameters of the target)", () => {
    const text = minimal([
      {
        name: "index",
        path: "/",
        blocks: [
          {
            type: "form",
            props: { submitLabel: "Kirim", fields: [{ name: "mail", label: "Email", kind: "email" }] },
            data: { submit: { source: "cms.requestDemo" } },
          },
        ],
      },
    ]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((p) => p.pointer)).toEqual(["/routes/0/blocks/0/props/fields/0/name", "/routes/0/blocks/0/props/fields"]);
  });

  it("points a block check that names a missing member at the nearest part the file has", () => {
    // Found by tests/property/layoutMutations.test.ts: province-scores without `data` pointed at `/data`.
    const text = minimal([{ name: "index", path: "/", blocks: [{ type: "province-scores", props: { title: "Provinsi", metric: "students" } }] }]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((p) => p.pointer)).toEqual(["/routes/0/blocks/0"]);
    expect(result.problems[0]!.message).toMatch(/^Metric 'students' is read from data.provinces/);
  });

  it("reports duplicate route names and paths", () => {
    const text = minimal([
      { name: "index", path: "/" },
      { name: "index", path: "/a" },
      { name: "b", path: "/A" },
      { name: "c", path: "/a" },
    ]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((p) => p.pointer)).toEqual(["/routes/1/name", "/routes/2/path", "/routes/3/path"]);
  });
});

describe("layout store", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("skips an invalid file, serves the rest, and keeps a layout's last valid version", () => {
    dir = mkdtempSync(join(tmpdir(), "layouts-"));
    cpSync(tenantsDir, dir, { recursive: true });
    const store = createLayoutStore(dir, validateLayout);
    const before = store.get("demo")!;
    expect(before.routes.map((r) => r.name)).toContain("Class");

    writeFileSync(
      join(dir, "demo.json"),
      '{ "id": "demo", "extends": "base", "routes": [ { "name": "index", "path": "/", "blocks": [{ "type": "nope" }] } ] }',
    );
    writeFileSync(join(dir, "broken.json"), "{ nope");
    store.reload();
    expect([...new Set(store.problems().map((p) => p.file))].sort()).toEqual([join(dir, "broken.json"), join(dir, "demo.json")]);
    expect(store.get("demo")).toBe(before);
    expect(store.get("main")).toBeDefined();
  });

  it("stops serving a layout whose file is deleted, and takes it back when the file returns", () => {
    dir = mkdtempSync(join(tmpdir(), "layouts-"));
    cpSync(tenantsDir, dir, { recursive: true });
    const store = createLayoutStore(dir, validateLayout);
    const text = readFileSync(join(dir, "pesilat.json"), "utf8");
    rmSync(join(dir, "pesilat.json"));
    store.reload();
    expect(store.get("pesilat")).toBeUndefined();
    expect(store.ids()).not.toContain("pesilat");
    expect(store.get("demo")).toBeDefined();
    expect(store.problems()).toEqual([]);
    writeFileSync(join(dir, "pesilat.json"), text);
    store.reload();
    expect(store.get("pesilat")?.routes.length).toBeGreaterThan(0);
  });

  it("merges extends: child routes replace the parent's by name, titles merge", () => {
    dir = mkdtempSync(join(tmpdir(), "layouts-"));
    cpSync(tenantsDir, dir, { recursive: true });
    const store = createLayoutStore(dir, validateLayout);
    const main = store.get("main")!;
    expect(main.language).toBe("en");
    expect(main.titles.Class).toBe("Class");
    expect(store.get("demo")!.titles.Class).toBe("Kelas");
    expect(main.routes[0]!.name).toBe("index");
    // main overrides index only: it keeps base's routes, in base's order, with its own home page.
    const baseRoutes = (JSON.parse(readFileSync(join(dir, "parts/base-routes.json"), "utf8")) as { routes: { name: string }[] }).routes.map((r) => r.name);
    expect(main.routes.map((r) => r.name)).toEqual(baseRoutes);
    expect(main.routes[0]!.blocks).not.toEqual(store.get("demo")!.routes[0]!.blocks);
    expect(store.get("base")).toBeUndefined();
  });

  it("checks the merged layout again, each problem located in the file its route came from", () => {
    const parent =
      '{\n  "id": "induk",\n  "abstract": true,\n  "titles": { "id": { "index": "Beranda", "Class": "Kelas" } },\n  "routes": [\n    { "name": "index", "path": "/", "blocks": [] },\n    { "name": "Class", "path": "/Class", "blocks": [] }\n  ]\n}\n';
    // A new name on an inherited path: two routes would answer /class; and a route with no title.
    const child =
      '{\n  "id": "anak",\n  "extends": "induk",\n  "titles": { "id": { "Kelas": "Kelas kami" } },\n  "routes": [\n    { "name": "Kelas", "path": "/class", "blocks": [] },\n    { "name": "Tentang", "path": "/Tentang", "blocks": [] }\n  ]\n}\n';
    const { layouts, problems } = loadLayoutFiles(
      [
        { file: "tenants/induk.json", text: parent },
        { file: "tenants/anak.json", text: child },
      ],
      validateLayout,
    );
    expect(layouts.has("anak")).toBe(false);
    expect(problems.map(formatProblem)).toEqual([
      "tenants/anak.json:6:32: Route 'Kelas' has the path '/class', which layout 'anak' already serves as route 'Class' (tenants/induk.json:7:32); a layout replaces an inherited route by its name: name it 'Class' to replace it, give it another path, or give route 'Class' a params rule that refuses the URLs this one should answer (at /routes/0/path)",
      "tenants/anak.json:7:15: Route 'Tentang' has no title in layout 'anak' (language 'id'); expected the key 'Tentang' under titles.id in this file or a layout it extends (at /routes/1/name)",
    ]);
  });

  it("reports an extends cycle and a missing parent", () => {
    const { problems } = loadLayoutFiles(
      [
        { file: "a.json", text: '{ "id": "a", "extends": "b" }' },
        { file: "b.json", text: '{ "id": "b", "extends": "a" }' },
        { file: "c.json", text: '{ "id": "c", "extends": "zzz" }' },
      ],
      validateLayout,
    );
    expect(problems.map((p) => p.message)).toEqual([
      "Layout 'a' extends itself through a → b → a",
      "Layout 'b' extends itself through b → a → b",
      "Layout 'c' extends 'zzz', which is not a valid layout in tenants/; expected one of 'a', 'b', 'c'",
    ]);
  });
});

describe("schemas/layout.schema.json", () => {
  it("is up to date with the validator's schema (run `npm run schemas`)", async () => {
    const { readFileSync } = await import("node:fs");
    const { layoutSchemaFile } = await import("../../engine/tooling/layoutSchemaFile.js");
    const { blockContracts: blocks } = await import("../../blocks/contracts.js");
    const { catalogue } = await import("../../schemas/catalogue/catalogue.js");
    expect(readFileSync(join(tenantsDir, "../schemas/layout.schema.json"), "utf8")).toBe(layoutSchemaFile(blocks, catalogue));
  });
});

describe("pointer positions", () => {
  it("treat a numeric token as a key in an object and an index in an array", async () => {
    const { parseTree } = await import("jsonc-parser");
    const { pointerOffset } = await import("../../schemas/documents/sourcePositions.js");
    const text = '{"a": {"00": 1, "0": 2}, "b": [10, 20]}';
    const tree = parseTree(text)!;
    expect(text.slice(pointerOffset(tree, "/a/00"))).toMatch(/^1,/);
    expect(text.slice(pointerOffset(tree, "/a/0"))).toMatch(/^2}/);
    expect(text.slice(pointerOffset(tree, "/b/1"))).toMatch(/^20]/);
  });
});

describe("a catalogue source in a slot that does not take it", () => {
  it("is named for what it is, not as an unknown source", () => {
    const doc = { id: "demo", routes: [{ name: "index", path: "/", blocks: [{ type: "class-list", data: { classes: { source: "settings.get" } } }] }] };
    const result = validateLayout(JSON.stringify(doc, null, 2), "demo.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ pointer: "/routes/0/blocks/0/data/classes/source" });
    expect(result.problems[0]!.message).toMatch(
      /^Data source 'settings.get' answers a generic envelope, which this slot does not take; expected one of 'class.active'/,
    );
  });
});
