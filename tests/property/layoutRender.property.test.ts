import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockComponents } from "../../blocks/components.js";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { buildLayoutSchema } from "../../engine/layout/buildLayoutSchema.js";
import { bindingMisfit } from "../../engine/layout/checkBindingRecords.js";
import { resolveLayout } from "../../engine/layout/resolveLayout.js";
import type { BlockContract } from "../../engine/layout/BlockContract.js";
import type { LayoutDocument, LayoutRoute } from "../../engine/layout/types.js";
import { visibleBlocks } from "../../engine/layout/visibleBlocks.js";
import { applySettingsDefaults } from "../../engine/tenant/siteSettings.js";
import { createPageRenderer } from "../../site/server/createPageRenderer.js";
import { arbitraryFromSchema } from "../support/arbitraryFromSchema.js";
import { validateLayout } from "../support/layoutFixtures.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";
import { bareAssets } from "../support/bareAssets.js";
import { createMedia } from "../../engine/media/createMedia.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const schema = buildLayoutSchema(blocks, catalogue) as { properties: { routes: { items: Record<string, unknown> } } } & Record<string, unknown>;
const routeSchema = schema.properties.routes.items as { properties: Record<string, unknown> };
// Every generated document has pages with blocks, so that rendering has something to do.
const route = arbitraryFromSchema(
  {
    ...routeSchema,
    required: ["name", "path", "blocks"],
    properties: { ...routeSchema.properties, blocks: { type: "array", items: { $ref: "#/$defs/block" }, minItems: 1, maxItems: 4 } },
  },
  schema,
);
type GeneratedRoute = NonNullable<LayoutDocument["routes"]>[number];
const contracts = new Map<string, BlockContract>(blocks.map((block) => [block.type, block]));

/**
 * What the schema alone cannot keep valid, made so: a binding whose source's records do not fit its
 * slot becomes the block's example binding for that slot (or goes), and params rules go (they name
 * parameters of the path). Without this nearly every generated document is refused and nothing renders.
 */
function fitted(route: GeneratedRoute): GeneratedRoute {
  const { params: _rules, ...rest } = route;
  const blocksOfRoute = (route.blocks ?? []).map((item) => {
    const block = contracts.get(item.type);
    if (!block || !item.data) return item;
    const data = Object.fromEntries(
      Object.entries(item.data).flatMap(([slotName, binding]) => {
        const slot = block.slots[slotName];
        const entry = catalogue.entries.find((candidate) => candidate.id === binding.source);
        if (!slot || !entry || !bindingMisfit(entry, block.type, slotName, slot)) return [[slotName, binding]];
        const example = block.example.data?.[slotName];
        return example ? [[slotName, example]] : [];
      }),
    );
    return { ...item, data };
  });
  return { ...rest, blocks: blocksOfRoute } as GeneratedRoute;
}

// The generated document stands alone: no `extends`, never abstract.
const documents = fc.tuple(arbitraryFromSchema(schema), fc.array(route, { minLength: 1, maxLength: 4 })).map(([doc, routes]) => {
  const { extends: _parent, abstract: _abstract, ...rest } = doc as LayoutDocument;
  return { ...rest, id: "prop", routes: (routes as GeneratedRoute[]).map(fitted) } as LayoutDocument;
});

/** The ranks of the page's headings in document order (the page state's JSON is not markup). */
function headingRanks(html: string): number[] {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
  return [...markup.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

function samplePath(path: string): string {
  return path.replace(/\{[A-Za-z0-9]+\??\}/g, "contoh");
}

/** Every parameter of a route's path, as samplePath fills it. */
function sampleParams(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{([A-Za-z0-9]+)\??\}/g)].map((match) => [match[1]!, "contoh"]));
}

/** The route the page says it shows (its page state), and the block types of its sections in document order. */
function shownOf(html: string): { route: LayoutRoute | undefined; sections: string[] } {
  const state = html.match(/<script id="__PAGE_STATE__" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
  return {
    route: state ? (JSON.parse(state) as { route?: LayoutRoute }).route : undefined,
    sections: [...markup.matchAll(/<section\b[^>]*\bdata-block="([^"]+)"/g)].map((match) => match[1]!),
  };
}

const NOT_IN_LAYOUT = "/tidak-ada-di-layout";

describe("layouts the schema accepts", () => {
  it("build routes and render every route on the server without throwing, each page with its blocks, one h1 and no skipped heading level", async () => {
    let pagesWithBlocks = 0;
    await fc.assert(
      fc.asyncProperty(documents, async (doc) => {
        const result = validateLayout(JSON.stringify(doc), "prop.json");
        fc.pre(result.ok);
        const resolved = resolveLayout("prop", new Map([["prop", doc]]));
        if (!resolved.ok) throw new Error(resolved.message);
        const layout = resolved.layout;
        const settings = applySettingsDefaults({ id: "demo", title: "Akademi Demo", layout: "prop", isMaintenance: false });
        const renderer = createPageRenderer({
          layouts: { get: (id) => (id === "prop" ? layout : undefined) },
          settings: { resolve: async () => ({ host: "demo.localhost", known: true, settings }) },
          contracts: blocks,
          components: blockComponents,
          assets: bareAssets,
          serverBaseUrls: platform.baseUrls,
          browserBaseUrls: platform.baseUrls,
          ssrTimeBoxMs: 2000,
          log: () => undefined,
          media: createMedia("/"),
        });
        const paths = [...layout.routes.map((route) => samplePath(route.path)), NOT_IN_LAYOUT];
        for (const path of paths) {
          const page = await renderer.render({ host: "demo.localhost", url: path, protocol: "http", headers: {} });
          expect([200, 302, 404]).toContain(page.status);
          if (page.status === 302) {
            expect(page.headers.location).toMatch(/\/login\?/);
            // Only a page that requires sign-in sends a signed-out visitor away.
            const signInRoutes = layout.routes.filter((route) => route.requiresAuth).map((route) => route.path);
            expect(
              signInRoutes.some((routePath) => path === NOT_IN_LAYOUT || samplePath(routePath) === path),
              `${path} redirected`,
            ).toBe(true);
          } else {
            expect(page.body).toContain('<div id="root">');
            const ranks = headingRanks(page.body);
            expect(
              ranks.filter((rank) => rank === 1),
              `h1s of ${path}: ${ranks.join(",")}`,
            ).toHaveLength(1);
            ranks.forEach((rank, i) => i > 0 && expect(rank, `heading ranks of ${path}: ${ranks.join(",")}`).toBeLessThanOrEqual(ranks[i - 1]! + 1));
          }
          if (page.status !== 200) continue;
          // A page that answers is one of the layout's routes, the one its address names, with each block
          // that shows for its parameters as a section of its own, in the layout's order.
          const { route: shown, sections } = shownOf(page.body);
          expect(shown, `the route of ${path}`).toBeDefined();
          expect(layout.routes.map((route) => route.name)).toContain(shown!.name);
          if (path === NOT_IN_LAYOUT) expect(shown!.path, `${path} answered by a route without parameters`).toMatch(/\{/);
          else expect(samplePath(shown!.path)).toBe(path);
          const expected = visibleBlocks(shown!, sampleParams(shown!.path)).map((item) => item.type);
          expect(sections, `the sections of ${path}`).toEqual(expected);
          if (expected.length) pagesWithBlocks += 1;
        }
      }),
      { numRuns: 40, maxSkipsPerRun: 200 },
    );
    // About half the generated pages answer with their blocks (others need sign-in, or are the 404 probe): a
    // renderer that answers 404 everywhere, or draws no block, fails here.
    expect(pagesWithBlocks).toBeGreaterThan(10);
    // Forty layouts, every route of each rendered on the server: about 17 s on a quiet machine.
  }, 90_000);
});
