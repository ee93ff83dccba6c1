// What an operator sees in VS Code while editing a layout: the published schema (schemas/layout.schema.json)
// read by VS Code's own JSON language service, through the `$schema` reference a shipped layout carries.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { getLanguageService, TextDocument, type Hover, type MarkedString, type MarkupContent } from "vscode-json-languageservice";
import { blockContracts as blocks } from "../../blocks/contracts.js";

const root = resolve(import.meta.dirname, "../..");
const layoutUri = pathToFileURL(resolve(root, "tenants/demo.json")).href;
const shipped = readFileSync(fileURLToPath(layoutUri), "utf8");

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

let version = 0;
function open(text: string, uri = layoutUri) {
  const document = TextDocument.create(uri, "json", ++version, text);
  return { document, json: service.parseJSONDocument(document) };
}

/** The shipped layout with `block` put first on the home page, and the offset of `|` in it (removed). */
function withBlock(block: string): { text: string; offset: number } {
  const anchor = shipped.indexOf('"blocks": [') + '"blocks": ['.length;
  const marked = `${shipped.slice(0, anchor)}\n        ${block},${shipped.slice(anchor)}`;
  const offset = marked.indexOf("|");
  if (offset === -1) return { text: marked, offset: anchor };
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}

async function completions(text: string, offset: number) {
  const { document, json } = open(text);
  const list = await service.doComplete(document, document.positionAt(offset), json);
  return (list?.items ?? []).map((item) => ({
    label: item.label.replace(/^"|"$/g, ""),
    documentation: typeof item.documentation === "string" ? item.documentation : (item.documentation?.value ?? ""),
  }));
}

async function completionLabels(text: string, offset: number): Promise<string[]> {
  return (await completions(text, offset)).map((item) => item.label);
}

/** The hover's text, markdown escapes removed. */
function hoverText(hover: Hover | null): string {
  const contents = hover?.contents;
  const parts: (MarkupContent | MarkedString)[] = !contents ? [] : Array.isArray(contents) ? contents : [contents];
  return parts
    .map((part) => (typeof part === "string" ? part : part.value))
    .join("\n")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, "$1");
}

async function hoverAt(text: string, offset: number): Promise<string> {
  const { document, json } = open(text);
  return hoverText(await service.doHover(document, document.positionAt(offset), json));
}

async function diagnostics(text: string, uri = layoutUri) {
  const { document, json } = open(text, uri);
  return service.doValidation(document, json);
}

describe("the published layout schema in VS Code's JSON language service", () => {
  it("accepts the shipped layout without a diagnostic", async () => {
    expect((await diagnostics(shipped)).map((d) => d.message)).toEqual([]);
  });

  it('offers every registered block type inside an empty "type"', async () => {
    const { text, offset } = withBlock('{ "type": "|" }');
    const items = await completions(text, offset);
    expect(items.map((item) => item.label).sort()).toEqual(blocks.map((block) => block.type).sort());
    // Each with what the block is for.
    for (const block of blocks) expect(items.find((item) => item.label === block.type)?.documentation, block.type).toContain(block.description);
  });

  it('offers a block\'s own props as keys of its "props"', async () => {
    for (const block of blocks.filter((b) => ["pricing", "hero", "form", "class-list"].includes(b.type))) {
      const { text, offset } = withBlock(`{ "type": "${block.type}", "props": { | } }`);
      const labels = await completionLabels(text, offset);
      expect(labels.sort(), block.type).toEqual(Object.keys(block.propsSchema.properties as object).sort());
    }
  });

  it("offers the catalogue's sources inside a slot's \"source\", and that source's parameters", async () => {
    const { text, offset } = withBlock('{ "type": "class-list", "data": { "classes": { "source": "|" } } }');
    const sources = await completionLabels(text, offset);
    expect(sources).toContain("class.active");
    expect(sources).not.toContain("settings.get"); // not a paginated source
    const params = withBlock('{ "type": "class-list", "data": { "classes": { "source": "class.active", "params": { | } } } }');
    expect((await completionLabels(params.text, params.offset)).sort()).toEqual(["filter.type", "level", "page", "pageSize", "programIds", "search", "state"]);
  });

  it("describes a block type and a prop on hover", async () => {
    const hero = blocks.find((block) => block.type === "hero")!;
    const typeAt = shipped.indexOf('"type": "hero"') + '"type": "h'.length;
    const typeHover = await hoverAt(shipped, typeAt);
    expect(typeHover).toContain(`hero\`: ${hero.description}`);
    expect(typeHover.split(hero.description)).toHaveLength(2); // said once
    const titleAt = shipped.indexOf('"title"', typeAt) + 2;
    expect(await hoverAt(shipped, titleAt)).toContain("The page's main heading.");
  });

  it("says which block types are valid for an unknown one, without other blocks' prop errors", async () => {
    const { text } = withBlock('{ "type": "carousel", "props": { "title": 5, "slides": [] } }');
    const messages = (await diagnostics(text)).map((d) => d.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Valid values: /);
    for (const block of blocks) expect(messages[0]).toContain(`"${block.type}"`);
  });

  it("reports a wrong prop of a known block type against that block only", async () => {
    const { text } = withBlock('{ "type": "hero", "props": { "title": "Halo", "tone": "neon" } }');
    const messages = (await diagnostics(text)).map((d) => d.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Valid values: "light", "brand", "dark"/);
  });

  it("accepts the shipped parts and copy files without a diagnostic", async () => {
    const files = ["tenants/base.json", "tenants/parts/base-routes.json", "tenants/parts/base-titles.json"];
    for (const file of [...files, "tenants/copy/privacy-policy.json", "tenants/copy/register-form-2.json"]) {
      const uri = pathToFileURL(resolve(root, file)).href;
      expect(
        (await diagnostics(readFileSync(resolve(root, file), "utf8"), uri)).map((d) => d.message),
        file,
      ).toEqual([]);
    }
  });

  it("accepts `$include` as a block's props and checks its path", async () => {
    expect((await diagnostics(withBlock('{ "type": "hero", "props": { "$include": "../copy/x.json" } }').text)).map((d) => d.message)).toEqual([]);
    expect(await diagnostics(withBlock('{ "type": "hero", "props": { "$include": "../copy/x.json", "title": "Halo" } }').text)).toHaveLength(1);
  });

  it('offers a block\'s props inside a copy file\'s "props", by its "block"', async () => {
    const uri = pathToFileURL(resolve(root, "tenants/copy/new-page.json")).href;
    const text = '{\n  "$schema": "../../schemas/layout.schema.json",\n  "block": "hero",\n  "props": { | }\n}\n';
    const offset = text.indexOf("|");
    const { document, json } = open(text.replace("|", ""), uri);
    const list = await service.doComplete(document, document.positionAt(offset), json);
    const hero = blocks.find((block) => block.type === "hero")!;
    expect((list?.items ?? []).map((item) => item.label.replace(/^"|"$/g, "")).sort()).toEqual(Object.keys(hero.propsSchema.properties as object).sort());
    const wrong = '{\n  "$schema": "../../schemas/layout.schema.json",\n  "block": "hero",\n  "props": { "title": "Halo", "tone": "neon" }\n}\n';
    expect((await diagnostics(wrong, uri)).map((d) => d.message)).toEqual([expect.stringMatching(/Valid values: "light", "brand", "dark"/)]);
  });
});
