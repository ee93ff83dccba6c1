import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { blockDocsMarkdown } from "../../engine/tooling/blockDocs.js";
import type { BlockContract } from "../../engine/layout/BlockContract.js";

const docsFile = resolve(import.meta.dirname, "../../docs/blocks.md");

describe("docs/blocks.md", () => {
  it("is up to date with the block contracts (run `npm run docs`)", () => {
    expect(readFileSync(docsFile, "utf8"), "docs/blocks.md is stale: run `npm run docs`").toBe(blockDocsMarkdown(blocks));
  });

  it("has one section per block, in registry order, with its props, slots and example", () => {
    const markdown = blockDocsMarkdown(blocks);
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(blocks.map((block) => block.type));
    const classList = markdown.slice(markdown.indexOf("## class-list"), markdown.indexOf("## counter"));
    expect(classList).toContain("| `detailPath` | `string` | `/Class/{slug}` | Link of each card;");
    expect(classList).toContain("| `classes` | read | paginated | yes |");
    expect(classList).toContain('"type": "class-list"');
  });

  it("lists a slot's record shape when the slot declares one", () => {
    const block: BlockContract = {
      type: "demo-list",
      interactive: false,
      description: "A demo.",
      propsSchema: { type: "object", properties: {} },
      slots: {
        items: {
          envelope: "paginated",
          required: true,
          record: { type: "object", required: ["id", "title"], properties: { id: {}, title: {}, cover: {} } },
        } as never,
      },
      example: { props: {} },
    };
    expect(blockDocsMarkdown([block])).toContain("| `items` | read | paginated | yes | requires `id`, `title`; may have `cover` |");
  });
});
