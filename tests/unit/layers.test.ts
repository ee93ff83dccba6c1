import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importsOf, runtimeClosure } from "../support/importGraph.js";
import { layerViolations } from "../support/layers.js";

const root = resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const sources = ["schemas", "engine", "blocks", "site"].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => SOURCE.test(name) && !name.endsWith(".d.ts"))
    .map((name) => `${dir}/${name}`),
);

describe("the layers point one way: schemas ← engine core ← engine react ← blocks ← site", () => {
  it("reads the whole tree", () => {
    expect(sources.length).toBeGreaterThan(600);
  });

  it("no import breaks a layer rule", () => {
    const found = layerViolations(root, sources).map((v) => `${v.file}:${v.line} imports ${v.imports}: ${v.rule}`);
    expect(found).toEqual([]);
  });

  it("finds deliberate violations, one per rule", () => {
    const planted: Record<string, string> = {
      "engine/data/planted.ts": 'import { useState } from "react";\nimport { Page } from "../render/Page.js";\nimport type { ReactNode } from "react";',
      "blocks/hero/planted.ts":
        'import { buildHead } from "../../engine/head/buildHead.js";\nimport { buildHead as ok } from "../../engine/index.js";\nimport { Link } from "react-router-dom";\nimport { classBadge } from "../shared/class/classBadge.js";\nimport { heroLcpImage } from "./heroImage.js";\nimport { Counter } from "../counter/Counter.js";',
      "blocks/shared/planted.ts": 'import { Hero } from "../hero/Hero.js";\nimport { classBadge } from "./class/classBadge.js";',
      "site/platform/planted.ts": 'import { escapeHtml } from "../../engine/index.js";\nimport { catalogue } from "../../schemas/catalogue/catalogue.js";',
      "site/client/planted.ts": 'import { createLayoutStore } from "../../engine/node.js";\nimport { platformPlugin } from "../platform/index.js";',
      "site/server/planted.ts":
        'import { visibleBlocks } from "../../engine/layout/visibleBlocks.js";\nimport { heroContract } from "../../blocks/hero/contract.js";',
      "schemas/planted.ts": 'import type { Binding } from "../engine/data/types.js";',
    };
    const found = layerViolations(root, Object.keys(planted), (file) => planted[file]!).map((v) => `${v.file}:${v.line} ${v.imports}`);
    expect(found).toEqual([
      "engine/data/planted.ts:1 react",
      "engine/data/planted.ts:2 engine/render/Page.tsx",
      "blocks/hero/planted.ts:1 engine/head/buildHead.ts",
      "blocks/hero/planted.ts:3 react-router-dom",
      "blocks/hero/planted.ts:6 blocks/counter/Counter.tsx",
      "blocks/shared/planted.ts:1 blocks/hero/Hero.tsx",
      "site/platform/planted.ts:1 engine/index.ts",
      "site/client/planted.ts:1 engine/node.ts",
      "site/client/planted.ts:2 site/platform/index.ts",
      "site/server/planted.ts:1 engine/layout/visibleBlocks.ts",
      "site/server/planted.ts:2 blocks/hero/contract.ts",
      "schemas/planted.ts:1 engine/data/types.ts",
    ]);
  });

  it("no module imports itself through others: every file can be read after the files it imports", () => {
    expect(importCycles(root, sources)).toEqual([]);
  });

  it("finds a deliberate cycle, of types too", () => {
    const planted: Record<string, string> = {
      "engine/a.ts": 'import { b } from "./b.js";',
      "engine/b.ts": 'import type { C } from "./c.js";',
      "engine/c.ts": 'export { a } from "./a.js";\nconst lazy = () => import("./d.js");',
      "engine/d.ts": 'import { a } from "./a.js";',
    };
    const files = Object.keys(planted);
    // d reaches a only through import(), which loads lazily: not a cycle.
    expect(importCycles(root, files, (file) => importsOf(root, file, planted[file]))).toEqual([["engine/a.ts", "engine/b.ts", "engine/c.ts"]]);
  });

  it("validating layouts loads no React: the block contracts and the core reach no rendering package", () => {
    const loaded = [...runtimeClosure(root, "site/cli/validate.ts")];
    expect(loaded.filter((file) => /^(react|react-dom|@mantine\/|@tanstack\/react-query|react-router)/.test(file) || file.endsWith(".tsx"))).toEqual([]);
  });
});
