import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { defineBlockContract } from "../../engine/layout/BlockContract.js";
import { blockComponents } from "../../blocks/components.js";
import { formatProblem } from "../../schemas/documents/LayoutProblem.js";
import { layoutRenderer } from "../support/renderLayout.js";
import { validateLayout } from "../support/layoutFixtures.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** A one-route layout holding a block's example; `{id}` in the path feeds detail examples. */
const exampleRoute = (block: (typeof blocks)[number]) => ({
  name: "Example",
  path: "/example/{id}",
  blocks: [{ type: block.type, ...block.example }],
});

describe.each(blocks.map((block) => [block.type, block] as const))("block %s", (_type, block) => {
  it("has an example that the layout schema accepts", () => {
    const result = validateLayout(JSON.stringify({ id: "t", routes: [exampleRoute(block)] }), "t.json");
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it("renders its example on the server with platform data, without a fallback", async () => {
    const render = layoutRenderer(platform, [exampleRoute(block)]);
    // Detail examples read a real record: take the first post's id.
    const posts = await fetch(`${platform.baseUrls.main}v1/post/list?page=1&pageSize=1`, { headers: { lmsId: "demo" } }).then((r) => r.json());
    const page = await render(`/example/${posts.data.items[0].id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-block="${block.type}"`);
    expect(page.body).not.toContain("data-block-fallback");
    expect(page.body).not.toMatch(/gagal dimuat/);
  });
});

describe("class-list block", () => {
  it("shows all five class status badge labels on the first page", async () => {
    const render = layoutRenderer(platform, [
      { name: "Class", path: "/Class", blocks: [{ type: "class-list", data: { classes: { source: "class.active", params: { page: 1, pageSize: 6 } } } }] },
    ]);
    const page = await render("/Class");
    for (const label of ["Akan Datang", "Pendaftaran Dibuka", "Sedang Berlangsung", "Telah Selesai", "Segera Dimulai"]) expect(page.body).toContain(label);
    expect(page.body.match(/data-class-state=/g)).toHaveLength(6);
  });

  it("degrades to a notice when its source fails, and the rest of the page stays", async () => {
    const render = layoutRenderer(platform, [
      {
        name: "Class",
        path: "/Class",
        blocks: [
          { type: "hero", props: { title: "Judul tetap tampil" } },
          { type: "article-detail", data: { post: { source: "post.detail", params: { id: 999999 } } } },
        ],
      },
    ]);
    const page = await render("/Class");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Judul tetap tampil");
    expect(page.body).toContain("Artikel gagal dimuat");
    // Our words, not the platform's error text, in what the visitor sees.
    const shown = page.body.slice(page.body.indexOf('<div id="root">'), page.body.indexOf('<script id="__PAGE_STATE__"'));
    expect(shown).toContain("Silakan coba beberapa saat lagi.");
    expect(shown).not.toContain("Post dengan id 999999 tidak ditemukan");
  });
});

describe("the renderer's safety nets", () => {
  it("shows a visible fallback for an unknown block type at run time", async () => {
    const render = layoutRenderer(platform, [
      { name: "Class", path: "/Class", blocks: [{ type: "carousel" }, { type: "hero", props: { title: "Masih ada" } }] },
    ]);
    const page = await render("/Class");
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-block-fallback="carousel"');
    expect(page.body).toContain("Masih ada");
  });

  it("contains a block that throws while rendering", async () => {
    const broken = defineBlockContract({
      type: "broken",
      interactive: false,
      description: "always throws",
      propsSchema: { type: "object" },
      slots: {},
      example: { props: {} },
    });
    const throwing = async () => ({
      component: () => {
        throw new Error("rusak");
      },
    });
    const render = layoutRenderer(
      platform,
      [{ name: "Class", path: "/Class", blocks: [{ type: "broken" }, { type: "hero", props: { title: "Tetap tampil" } }] }],
      { contracts: [...blocks, broken], components: { ...blockComponents, broken: throwing } },
    );
    const page = await render("/Class");
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-block-fallback="broken"');
    expect(page.body).toContain("Tetap tampil");
  });

  it("answers the catch-all with 404 and the spec's text", async () => {
    const render = layoutRenderer(platform, [{ name: "Class", path: "/Class", blocks: [] }]);
    const page = await render("/tidak/ada");
    expect(page.status).toBe(404);
    expect(page.body).toContain("Oops.. Maaf halaman tidak ditemukan");
    expect(page.body).toContain("Kembali ke halaman utama");
  });

  it("shows the generic error screen with HTTP 500 when a page cannot be rendered", async () => {
    const render = layoutRenderer(platform, [], { settings: { layout: "nowhere" } });
    const page = await render("/");
    expect(page.status).toBe(500);
    expect(page.body).toContain("Opps.. Maaf terjadi kesalahan pada website");
    expect(page.body).toContain("No valid layout &#x27;nowhere&#x27;");
    expect(page.body).toContain("Kembali ke halaman utama");
  });

  it("matches paths case-insensitively", async () => {
    const render = layoutRenderer(platform, [{ name: "Class", path: "/Class", blocks: [] }]);
    expect((await render("/cLaSs")).status).toBe(200);
  });
});
