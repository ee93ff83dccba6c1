import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { recordMisfits } from "../../engine/layout/recordFits.js";
import { recordSchemas } from "../../schemas/records/index.js";
import { anyRecord, readsEveryField, readsRecord } from "../../schemas/records/slotRecord.js";
import { validateLayout } from "../support/layoutFixtures.js";

/** Every schema object the catalogue's records declare, by identity: a slot's field must be one of them, not a copy. */
const recordFieldSchemas = new Set<unknown>(
  Object.values(recordSchemas).flatMap((record) => [
    ...Object.values(record.properties),
    "additionalProperties" in record ? record.additionalProperties : undefined,
  ]),
);

describe("readsRecord (a slot's shape, picked from its catalogue record)", () => {
  it("takes the record's own field schemas, nested ones included, and requires what the slot names", () => {
    const shape = readsRecord("careerDetail", { required: ["id", "title"], optional: ["jobs"] });
    const { id, title, jobs } = recordSchemas.careerDetail.properties;
    expect(shape).toEqual({ type: "object", required: ["id", "title"], properties: { id, title, jobs } });
    expect(Object.keys(shape.properties)).toEqual(["id", "title", "jobs"]);
    expect(shape.properties.jobs).toBe(jobs);
  });

  it("refuses a field the record does not declare, at compile time and, written around the types, at run time", () => {
    // @ts-expect-error a misspelt field
    expect(() => readsRecord("post", { required: ["titel"] })).toThrow("Record 'post' has no field 'titel'");
    // @ts-expect-error a misspelt optional field
    expect(() => readsRecord("post", { required: ["id"], optional: ["covr"] })).toThrow("Record 'post' has no field 'covr'");
    // @ts-expect-error a field the record only may carry cannot be required (a donation read may leave out its name)
    expect(readsRecord("donation", { required: ["name"] }).required).toEqual(["name"]);
  });

  it("reads every field of a map of counters as the record's one schema", () => {
    expect(readsEveryField("counter")).toEqual({ type: "object", additionalProperties: recordSchemas.counter.additionalProperties });
    // @ts-expect-error a record whose fields differ has no one schema for them all
    expect(readsEveryField("post").additionalProperties).toBeUndefined();
  });

  it("makes a slot refuse a record that lacks a field it requires", () => {
    const reads = readsRecord("post", { required: ["id", "title"], optional: ["cover"] });
    expect(recordMisfits(recordSchemas.post, reads)).toEqual([]);
    expect(recordMisfits(recordSchemas.program, reads)).toEqual(["it lacks 'title' (string)"]);
    const withoutTitle = { ...recordSchemas.post, required: recordSchemas.post.required.filter((name) => name !== "title") };
    expect(recordMisfits(withoutTitle, reads)).toEqual(["it lacks 'title' (string)"]);
  });
});

describe("block slots", () => {
  it("read the catalogue records' own field schemas, never copies of them", () => {
    const copied = blocks.flatMap((block) =>
      Object.entries(block.slots).flatMap(([name, slot]) => {
        if (!slot.record || slot.record === anyRecord) return [];
        const fields = Object.entries((slot.record.properties ?? {}) as Record<string, unknown>);
        if ("additionalProperties" in slot.record) fields.push(["*", slot.record.additionalProperties]);
        const copies = fields.filter(([, schema]) => !recordFieldSchemas.has(schema)).map(([field]) => field);
        return copies.length ? [`${block.type}.${name}: ${copies.join(", ")}`] : [];
      }),
    );
    expect(copied).toEqual([]);
  });

  it("refuse, in a layout, a source whose record lacks what the block reads: article cards need a title", () => {
    const text = JSON.stringify({
      id: "t",
      routes: [{ name: "Home", path: "/", blocks: [{ type: "article-list", data: { posts: { source: "program.active" } } }] }],
    });
    const result = validateLayout(text, "t.json");
    if (result.ok) throw new Error("expected problems");
    expect(result.problems.map((problem) => problem.message)).toEqual([
      "Source 'program.active' returns a list of 'program' records, which does not fit slot 'posts' of block 'article-list': it lacks 'title' (string), 'kind' (string)",
    ]);
  });
});
