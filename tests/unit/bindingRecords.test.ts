import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { bindingMisfit, checkRouteRecords } from "../../engine/layout/checkBindingRecords.js";
import { checkMergedLayout } from "../../engine/layout/checkMergedLayout.js";
import { loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import { formatProblem } from "../../schemas/documents/LayoutProblem.js";
import { resolveLayout } from "../../engine/layout/resolveLayout.js";
import type { LayoutDocument } from "../../engine/layout/types.js";
import { catalogueSchema } from "../../schemas/catalogue.schema.js";
import { recordNames, recordSchemas } from "../../schemas/records/index.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";

const byType = new Map(blocks.map((block) => [block.type, block]));
const layout = (blocksOfRoute: unknown[]) =>
  JSON.stringify({ id: "t", routes: [{ name: "Career-slug", path: "/Career/{slug}", blocks: blocksOfRoute }] }, null, 2);

describe("record schemas and the catalogue", () => {
  it("every catalogue entry names a record of the registry, and only generic entries say `list`", () => {
    const ajv = new Ajv({ strict: false });
    const valid = ajv.compile(catalogueSchema);
    expect(valid(catalogue), ajv.errorsText(valid.errors)).toBe(true);
    for (const entry of catalogue.entries) {
      expect(recordNames, entry.id).toContain(entry.record);
      if (entry.list) expect(entry.envelope, `${entry.id}: 'list' is for generic envelopes`).toBe("generic");
    }
  });

  it("refuses an entry without a record, or with a name the registry does not have", () => {
    const ajv = new Ajv({ strict: false });
    const valid = ajv.compile(catalogueSchema);
    const [first, ...rest] = catalogue.entries;
    const { record: _record, ...withoutRecord } = first!;
    expect(valid({ ...catalogue, entries: [withoutRecord, ...rest] })).toBe(false);
    expect(valid({ ...catalogue, entries: [{ ...first, record: "careers" }, ...rest] })).toBe(false);
  });

  it("every record schema compiles and names itself", () => {
    const ajv = new Ajv({ strict: false });
    for (const [name, schema] of Object.entries(recordSchemas)) {
      expect(() => ajv.compile({ ...schema, $id: undefined }), name).not.toThrow();
      expect(schema.type, name).toBe("object");
    }
  });
});

describe("slot record shapes", () => {
  it("every read slot of every registered block declares the record it reads", () => {
    const missing = blocks.flatMap((block) =>
      Object.entries(block.slots)
        .filter(([, slot]) => (slot.use ?? "read") === "read" && !slot.record)
        .map(([name]) => `${block.type}.${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("every block's example binds sources that fit", () => {
    for (const block of blocks) {
      for (const [slot, binding] of Object.entries(block.example.data ?? {})) {
        const entry = catalogue.entries.find((e) => e.id === binding.source)!;
        expect(bindingMisfit(entry, block.type, slot, block.slots[slot]!), `${block.type}.${slot}`).toBeUndefined();
      }
    }
  });

  it("every binding of every shipped layout fits its slot, merged or not", () => {
    const { layouts, problems } = loadLayoutFiles(tenantFiles(), validateLayout);
    expect(problems.map(formatProblem)).toEqual([]);
    let bindings = 0;
    for (const merged of layouts.values()) {
      for (const route of merged.routes) {
        expect(checkRouteRecords(route, byType, catalogue), `${merged.id} ${route.name}`).toEqual([]);
        bindings += (route.blocks ?? []).reduce((n, item) => n + Object.keys(item.data ?? {}).length, 0);
      }
    }
    expect(bindings).toBeGreaterThan(50);
  });

  it("narrows what a read slot takes: settings fit no career, job, class or post slot", () => {
    const settings = catalogue.entries.find((e) => e.id === "settings.get")!;
    for (const [type, slot] of [
      ["career-detail", "career"],
      ["career-detail", "jobs"],
      ["career-list", "careers"],
      ["class-detail", "class"],
      ["article-detail", "post"],
      ["mentor-list", "mentors"],
      ["stat-chart", "chart"],
    ] as const) {
      expect(bindingMisfit(settings, type, slot, byType.get(type)!.slots[slot]!), `${type}.${slot}`).toBeDefined();
    }
  });
});

describe("layout validation of bindings against record shapes", () => {
  it("rejects career-detail bound to settings.get, at the binding's source, naming both", () => {
    const text = layout([{ type: "career-detail", data: { career: { source: "settings.get" } } }]);
    const result = validateLayout(text, "tenants/t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map(formatProblem)).toEqual([
      "tenants/t.json:12:25: Source 'settings.get' returns a 'settings' record, which does not fit slot 'career' of block 'career-detail': it lacks 'id' (integer), 'slug' (string), 'title' (string) (at /routes/0/blocks/0/data/career/source)",
    ]);
  });

  it("rejects a list where the slot reads one record, and one record where it reads a list", () => {
    const text = layout([
      { type: "class-detail", data: { class: { source: "program.list" } } },
      { type: "mentor-list", data: { mentors: { source: "career.detail", params: { slug: { route: "slug" } } } } },
    ]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([
      "/routes/0/blocks/0/data/class/source Source 'program.list' returns a list of 'program' records, which does not fit slot 'class' of block 'class-detail': the slot reads one record",
      "/routes/0/blocks/1/data/mentors/source Source 'career.detail' returns a 'careerDetail' record, which does not fit slot 'mentors' of block 'mentor-list': the slot reads a list of records",
    ]);
  });

  it("names every property the record lacks", () => {
    // A class card needs the flags its badge comes from, which a program does not have.
    const text = layout([{ type: "class-list", data: { classes: { source: "program.active" } } }]);
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems[0]!.message).toBe(
      "Source 'program.active' returns a list of 'program' records, which does not fit slot 'classes' of block 'class-list': it lacks 'comingSoon' (boolean), 'onRegistration' (boolean), 'started' (boolean), 'ended' (boolean)",
    );
  });

  it("names a property of another type", () => {
    const counter = (source: string) => layout([{ type: "counter", props: { items: [{ key: "students", label: "Siswa" }] }, data: { counter: { source } } }]);
    expect(validateLayout(counter("statistic.landing.counter"), "t.json").ok).toBe(true);
    const result = validateLayout(counter("statistic.summary"), "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((p) => p.message)).toEqual([
      "Source 'statistic.summary' returns a 'statisticSummary' record, which does not fit slot 'counter' of block 'counter': 'classesByState' is object, the slot reads integer",
    ]);
  });

  it("runs again on the merged layout, each problem located in the file its route came from", () => {
    // Built by hand: each file on its own would already be refused; the merged check must refuse it too.
    const parentText = '{\n  "id": "induk",\n  "abstract": true,\n  "titles": { "id": { "Career-slug": "Karier" } },\n  "routes": []\n}\n';
    const childText = `{\n  "id": "anak",\n  "extends": "induk",\n  "routes": [\n    { "name": "Career-slug", "path": "/Career/{slug}", "blocks": [{ "type": "career-detail", "data": { "career": { "source": "settings.get" } } }] }\n  ]\n}\n`;
    const documents = new Map<string, LayoutDocument>([
      ["induk", JSON.parse(parentText) as LayoutDocument],
      ["anak", JSON.parse(childText) as LayoutDocument],
    ]);
    const chain = resolveLayout("anak", documents);
    if (!chain.ok) throw new Error(chain.message);
    const sources = [
      { file: "tenants/induk.json", text: parentText, document: documents.get("induk")! },
      { file: "tenants/anak.json", text: childText, document: documents.get("anak")! },
    ];
    expect(checkMergedLayout(chain.layout, sources)).toEqual([]);
    const problems = checkMergedLayout(chain.layout, sources, validateLayout.checkRoute);
    expect(problems.map(formatProblem)).toEqual([
      "tenants/anak.json:5:126: Source 'settings.get' returns a 'settings' record, which does not fit slot 'career' of block 'career-detail': it lacks 'id' (integer), 'slug' (string), 'title' (string) (at /routes/0/blocks/0/data/career/source)",
    ]);
  });
});
