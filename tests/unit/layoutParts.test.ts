// Layouts assembled from parts (`"extends": [...]`, merged left to right) and page copy (`"props": { "$include": "…" }`):
// merge order, where each problem is reported, and reloads of a part or a copy file.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseTree } from "jsonc-parser";
import { afterEach, describe, expect, it } from "vitest";
import { checkMergedLayout } from "../../engine/layout/checkMergedLayout.js";
import { createLayoutStore, loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import { mergeLayouts } from "../../engine/layout/mergeLayouts.js";
import { resolveLayout } from "../../engine/layout/resolveLayout.js";
import type { LayoutDocument } from "../../engine/layout/types.js";
import { formatProblem } from "../../schemas/documents/LayoutProblem.js";
import { tenantsDir, validateLayout } from "../support/layoutFixtures.js";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const route = (name: string, path: string, title = name) => ({ name, path, blocks: [{ type: "hero", props: { title } }] });
const problemsOf = (files: Record<string, unknown>) =>
  loadLayoutFiles(
    Object.entries(files).map(([file, value]) => ({ file, text: typeof value === "string" ? value : json(value) })),
    validateLayout,
  );

describe("extends with several parents", () => {
  const a = { id: "a", abstract: true, titles: { id: { index: "A", x: "X-a" } }, routes: [route("index", "/", "a"), route("x", "/x", "a")] };
  const b = { id: "b", abstract: true, language: "en", titles: { id: { x: "X-b", y: "Y" } }, routes: [route("y", "/y", "b"), route("x", "/x", "b")] };
  const c = { id: "c", extends: ["a", "b"], titles: { id: { index: "C" } }, routes: [route("z", "/z", "c"), route("index", "/", "c")] };

  it("merges the parents left to right and the layout over them: first position, last definition", () => {
    const { layouts, problems } = problemsOf({ "t/a.json": a, "t/b.json": b, "t/c.json": { ...c, titles: { en: { index: "C", x: "X", y: "Y", z: "Z" } } } });
    expect(problems.map(formatProblem)).toEqual([]);
    const layout = layouts.get("c")!;
    expect(layout.routes.map((r) => `${r.name}:${(r.blocks![0]!.props as { title: string }).title}`)).toEqual(["index:c", "x:b", "y:b", "z:c"]);
    expect(layout.language).toBe("en");
    // The same as merging the parents' merged layouts in turn: the order does not depend on grouping.
    const docs = [a, b, c] as LayoutDocument[];
    expect(layout.routes).toEqual(mergeLayouts(mergeLayouts(docs[0]!, docs[1]!), docs[2]!).routes);
  });

  it("takes titles per key from the later parent", () => {
    const { layouts } = problemsOf({ "t/a.json": a, "t/b.json": { ...b, language: undefined }, "t/c.json": { ...c, titles: { id: { index: "C", z: "Z" } } } });
    expect(layouts.get("c")!.titles).toMatchObject({ index: "C", x: "X-b", y: "Y" });
  });

  it("gives the chain in merge order, a layout reached twice appearing twice", () => {
    const p = { id: "p", abstract: true, routes: [route("index", "/")] };
    const documents = new Map<string, LayoutDocument>([
      ["p", p],
      ["a", { id: "a", abstract: true, extends: "p" }],
      ["b", { id: "b", abstract: true, extends: "p" }],
      ["c", { id: "c", extends: ["a", "b"] }],
    ]);
    const result = resolveLayout("c", documents);
    expect(result.ok && result.chain).toEqual(["p", "a", "p", "b", "c"]);
  });

  it("reports an unknown parent at its entry of the list, in the file that names it, once", () => {
    const base = '{\n  "id": "base",\n  "abstract": true,\n  "extends": ["a", "nope"]\n}\n';
    const children = { "t/k1.json": { id: "k1", extends: "base" }, "t/k2.json": { id: "k2", extends: "base" } };
    const { layouts, problems } = problemsOf({ "t/a.json": a, "t/base.json": base, ...children });
    expect(layouts.size).toBe(0);
    expect(problems.map(formatProblem)).toEqual([
      "t/base.json:4:20: Layout 'base' extends 'nope', which is not a valid layout in tenants/; expected one of 'a', 'base', 'k1', 'k2' (at /extends/1)",
    ]);
  });

  it("reports a cycle through a list at the entry that starts it", () => {
    const b = '{ "id": "b",\n  "extends": ["c", "a"] }';
    const { problems } = problemsOf({ "t/a.json": { id: "a", extends: ["b"] }, "t/b.json": b, "t/c.json": { id: "c", abstract: true } });
    expect(problems.map(formatProblem)).toEqual([
      "t/a.json:4:5: Layout 'a' extends itself through a → b → a (at /extends/0)",
      "t/b.json:2:20: Layout 'b' extends itself through b → a → b (at /extends/1)",
    ]);
  });

  it("refuses an empty list and an id that is not one", () => {
    const result = validateLayout('{ "id": "t", "extends": [] }', "t.json");
    expect(result.ok).toBe(false);
    expect(validateLayout('{ "id": "t", "extends": ["Base"] }', "t.json").ok).toBe(false);
  });

  it("locates a merged-layout problem in the part that wrote the route", () => {
    const routes =
      '{\n  "id": "routes",\n  "abstract": true,\n  "routes": [\n    { "name": "index", "path": "/", "blocks": [] },\n    { "name": "Tentang", "path": "/Tentang" }\n  ]\n}\n';
    const titles = { id: "titles", abstract: true, titles: { id: { index: "Beranda" } } };
    const { problems } = problemsOf({
      "t/parts/titles.json": titles,
      "t/parts/routes.json": routes,
      "t/site.json": { id: "site", extends: ["titles", "routes"] },
    });
    expect(problems.map(formatProblem)).toEqual([
      "t/parts/routes.json:6:15: Route 'Tentang' has no title in layout 'site' (language 'id'); " +
        "expected the key 'Tentang' under titles.id in this file or a layout it extends (at /routes/1/name)",
    ]);
  });

  it("refuses a part whose id is also a layout's", () => {
    const { problems } = problemsOf({ "t/a.json": a, "t/parts/a.json": a });
    expect(problems.map(formatProblem)).toEqual([
      "t/parts/a.json:2:3: Layout id 'a' is also the id of t/a.json; a part in parts/ and a layout share one set of ids (at /id)",
    ]);
  });
});

describe("$include of page copy", () => {
  const layout = (include: unknown) =>
    json({ id: "site", titles: { id: { index: "Beranda" } }, routes: [{ name: "index", path: "/", blocks: [{ type: "hero", props: include }] }] });
  const home = (props: unknown = { title: "Halo" }, block = "hero") => ({ "t/copy/home.json": copy({ block, props }) });
  const copy = (value: unknown) => json({ $schema: "../../schemas/layout.schema.json", ...(value as object) });

  it("takes a block's props from a copy file", () => {
    const { layouts, problems } = problemsOf({ "t/parts/site.json": layout({ $include: "../copy/home.json" }), ...home() });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(layouts.get("site")!.routes[0]!.blocks).toEqual([{ type: "hero", props: { title: "Halo" } }]);
  });

  it("reports a problem of the copied props at the copy file's line and column", () => {
    const text = copy({ block: "hero", props: { title: "Halo", tone: "neon" } });
    const { problems } = problemsOf({ "t/site.json": layout({ $include: "copy/home.json" }), "t/copy/home.json": text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "t/copy/home.json", line: 6, col: 13, pointer: "/props/tone" });
    expect(text.split("\n")[5]).toContain('"tone": "neon"');
  });

  it("reports a missing target at the `$include`, naming the copy files there are", () => {
    const { problems } = problemsOf({ "t/site.json": layout({ $include: "copy/hom.json" }), ...home() });
    expect(problems.map(formatProblem)).toEqual([
      "t/site.json:16:25: Include 'copy/hom.json' names no file; expected a copy file of tenants/copy/: one of 'copy/home.json' " +
        "(at /routes/0/blocks/0/props/$include)",
    ]);
  });

  it("refuses a target outside a copy/ folder, other props beside `$include`, and a copy of another block type", () => {
    const outside = problemsOf({ "t/site.json": layout({ $include: "other.json" }), "t/other.json": { id: "other" } }).problems;
    expect(outside.map((p) => `${p.file} ${p.pointer} ${p.message}`)).toEqual([
      "t/site.json /routes/0/blocks/0/props/$include Include 'other.json' is not in a 'copy/' folder; expected a copy file of tenants/copy/",
    ]);
    const beside = problemsOf({ "t/site.json": layout({ $include: "copy/home.json", title: "x" }), ...home({}) }).problems;
    expect(beside.map((p) => `${p.file} ${p.pointer}`)).toEqual(["t/site.json /routes/0/blocks/0/props/$include"]);
    const other = problemsOf({ "t/site.json": layout({ $include: "copy/home.json" }), ...home({ html: "<p>x</p>" }, "rich-text") }).problems;
    expect(other.map(formatProblem)).toEqual([
      "t/copy/home.json:3:12: Copy file 'home.json' holds props of a 'rich-text' block, but it is included by a 'hero' block (at /block)",
    ]);
  });

  it("reports a syntax error in a copy file in that file", () => {
    const { problems } = problemsOf({ "t/site.json": layout({ $include: "copy/home.json" }), "t/copy/home.json": '{\n  "block": "hero"\n  "props": {}\n}\n' });
    expect(problems.map(formatProblem)).toEqual(["t/copy/home.json:3:3: Invalid JSON: Expected a comma between values"]);
  });

  it("locates a merged-layout check of included props in the copy file", () => {
    const text = layout({ $include: "copy/home.json" });
    const copyText = copy({ block: "hero", props: { title: "Halo" } });
    const result = validateLayout(text, "t/site.json", new Map([["t/copy/home.json", copyText]]));
    if (!result.ok) throw new Error("expected a valid layout");
    const resolved = resolveLayout("site", new Map([["site", result.document]]));
    if (!resolved.ok) throw new Error(resolved.message);
    const source = { file: "t/site.json", text, document: result.document, includes: result.includes };
    const problems = checkMergedLayout(resolved.layout, [source], () => [{ pointer: "/blocks/0/props/title", message: "checked once merged" }]);
    expect(problems.map(formatProblem)).toEqual(["t/copy/home.json:5:14: checked once merged (at /props/title)"]);
    expect(parseTree(copyText)).toBeDefined();
  });

  it("writes an upgraded file back with its `$include`, not the copy", () => {
    const formatOne = layout({ $include: "copy/home.json" });
    const { upgrades, layouts } = problemsOf({ "t/site.json": formatOne, ...home() });
    expect(layouts.get("site")!.routes[0]!.blocks![0]!.props).toEqual({ title: "Halo" });
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]!.document.routes![0]!.blocks![0]!.props).toEqual({ $include: "copy/home.json" });
  });
});

describe("the shipped base layout", () => {
  it("is assembled from parts/ and copy/ files", () => {
    const base = JSON.parse(readFileSync(join(tenantsDir, "base.json"), "utf8")) as LayoutDocument;
    expect(base.extends).toEqual(["base-titles", "base-routes"]);
    expect(readFileSync(join(tenantsDir, "parts/base-routes.json"), "utf8")).toContain('"$include": "../copy/privacy-policy.json"');
  });
});

describe("layout store with parts and copy", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const copyTenants = () => {
    dir = mkdtempSync(join(tmpdir(), "layout-parts-"));
    cpSync(tenantsDir, dir, { recursive: true });
    return createLayoutStore(dir, validateLayout);
  };

  it("reloads a changed part and a changed copy file", () => {
    const store = copyTenants();
    expect(store.problems()).toEqual([]);
    const titles = join(dir, "parts/base-titles.json");
    writeFileSync(titles, readFileSync(titles, "utf8").replace('"index": "Beranda"', '"index": "Halaman Utama"'));
    const privacy = join(dir, "copy/privacy-policy.json");
    writeFileSync(privacy, readFileSync(privacy, "utf8").replace('"updatedOn": "2026-01-15"', '"updatedOn": "2026-02-01"'));
    store.reload();
    expect(store.problems()).toEqual([]);
    expect(store.get("demo")!.titles.index).toBe("Halaman Utama");
    const page = store.get("demo")!.routes.find((r) => r.name === "Privacy-Policy")!;
    expect(page.blocks!.map((b) => (b.props as { updatedOn?: string }).updatedOn)).toContain("2026-02-01");
  });

  it("keeps serving the last valid layouts while a copy file is broken, and reports it in that file", () => {
    const store = copyTenants();
    const before = store.get("pesilat")!;
    const privacy = join(dir, "copy/privacy-policy.json");
    writeFileSync(privacy, readFileSync(privacy, "utf8").replace('"updatedOn": "2026-01-15"', '"updatedOn": 15'));
    store.reload();
    // base.json, which cannot be assembled without base-routes, says so at that entry of its list.
    expect(store.problems().map((p) => `${p.file} ${p.pointer}`)).toEqual([`${privacy} /props/updatedOn`, `${join(dir, "base.json")} /extends/1`]);
    expect(store.get("pesilat")).toBe(before);
    expect(store.ids()).toContain("pesilat");
  });

  it("reloads on its own when a copy file changes, while watching", async () => {
    const store = copyTenants();
    const reloaded = new Promise<readonly unknown[]>((done) => {
      const watcher = store.watch((problems) => {
        watcher?.close();
        done(problems);
      });
    });
    const privacy = join(dir, "copy/privacy-policy.json");
    writeFileSync(privacy, readFileSync(privacy, "utf8").replace('"updatedOn": "2026-01-15"', '"updatedOn": "2026-03-01"'));
    expect(await reloaded).toEqual([]);
    const page = store.get("demo")!.routes.find((r) => r.name === "Privacy-Policy")!;
    expect(page.blocks!.map((b) => (b.props as { updatedOn?: string }).updatedOn)).toContain("2026-03-01");
  }, 10_000);
});

describe("npm run validate with parts and copy", () => {
  it("checks the parts/ and copy/ files of tenants/ and names each problem in its own file", () => {
    const root = join(tenantsDir, "..");
    const cwd = mkdtempSync(join(tmpdir(), "layout-validate-"));
    try {
      mkdirSync(join(cwd, "tenants"));
      cpSync(tenantsDir, join(cwd, "tenants"), { recursive: true });
      const privacy = join(cwd, "tenants/copy/privacy-policy.json");
      writeFileSync(privacy, readFileSync(privacy, "utf8").replace('"updatedOn": "2026-01-15"', '"updatedOn": 15'));
      const titles = join(cwd, "tenants/parts/base-titles.json");
      writeFileSync(titles, readFileSync(titles, "utf8").replace('"index": "Beranda"', '"index": ""'));
      const run = (...args: string[]) => {
        try {
          const script = [join(root, "node_modules/tsx/dist/cli.mjs"), join(root, "site/cli/validate.ts")];
          return execFileSync(process.execPath, [...script, ...args], { cwd, encoding: "utf8" });
        } catch (error) {
          return (error as { stdout: string }).stdout;
        }
      };
      const all = run();
      const line = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
      const privacyText = readFileSync(privacy, "utf8");
      expect(all).toContain(`tenants/copy/privacy-policy.json:${line(privacyText, '"updatedOn"')}:18: `);
      expect(all).toContain(`tenants/parts/base-titles.json:${line(readFileSync(titles, "utf8"), '"index": ""')}:16: `);
      expect(all).toMatch(/\d+ valid, 3 invalid/); // the copy file, the titles part, and base.json that cannot be assembled
      // A part named alone finds its layouts folder (the one above parts/) for context.
      expect(run("tenants/parts/base-titles.json")).toMatch(/^tenants\/parts\/base-titles\.json:\d+:16: .*\n0 valid, 1 invalid\n$/);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 60_000);
});
