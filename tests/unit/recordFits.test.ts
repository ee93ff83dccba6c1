import { describe, expect, it } from "vitest";
import { describeSchema, recordFits, recordMisfits } from "../../engine/layout/recordFits.js";

const object = (properties: Record<string, object>, required: string[] = Object.keys(properties)) => ({ type: "object", required, properties }) as const;
const string = { type: "string" } as const;
const integer = { type: "integer" } as const;

describe("recordFits (does a source's record carry what a slot reads)", () => {
  it("fits when every required property of the slot is required by the record with the same type", () => {
    expect(recordFits(object({ id: integer, title: string, extra: string }), object({ id: integer, title: string }))).toBe(true);
    expect(recordMisfits(object({ id: integer }), object({}))).toEqual([]);
  });

  it("names what the record lacks, with the type the slot reads", () => {
    expect(recordMisfits(object({ id: integer }), object({ id: integer, title: string, slug: string }))).toEqual([
      "it lacks 'title' (string), 'slug' (string)",
    ]);
  });

  it("counts a property the record only may have as lacking", () => {
    expect(recordMisfits(object({ id: integer, title: string }, ["id"]), object({ id: integer, title: string }))).toEqual(["it lacks 'title' (string)"]);
  });

  it("refuses a property of another type, also an optional one the record declares", () => {
    expect(recordMisfits(object({ id: string }), object({ id: integer }))).toEqual(["'id' is string, the slot reads integer"]);
    expect(recordMisfits(object({ id: integer, cover: integer }), object({ id: integer, cover: string }, ["id"]))).toEqual([
      "'cover' is integer, the slot reads string",
    ]);
    // An optional slot property the record does not declare is fine: the block does without it.
    expect(recordFits(object({ id: integer }), object({ id: integer, cover: string }, ["id"]))).toBe(true);
  });

  it("lets an integer through where the slot reads a number, not the other way round", () => {
    expect(recordFits(object({ n: integer }), object({ n: { type: "number" } }))).toBe(true);
    expect(recordMisfits(object({ n: { type: "number" } }), object({ n: integer }))).toEqual(["'n' is number, the slot reads integer"]);
  });

  it("refuses a nullable property where the slot reads a value, and accepts it where the slot allows null", () => {
    expect(recordMisfits(object({ npsn: { type: ["string", "null"] } }), object({ npsn: string }))).toEqual(["'npsn' may be null, the slot reads string"]);
    expect(recordFits(object({ npsn: { type: ["string", "null"] } }), object({ npsn: { type: ["string", "null"] } }))).toBe(true);
    expect(recordFits(object({ npsn: { anyOf: [string, { type: "null" }] } }), object({ npsn: { anyOf: [{ type: "null" }, string] } }))).toBe(true);
    expect(recordMisfits(object({ npsn: { anyOf: [string, { type: "null" }] } }), object({ npsn: string }))).toEqual([
      "'npsn' may be null, the slot reads string",
    ]);
  });

  it("compares nested objects and array items, naming the path", () => {
    const shape = object({ jobs: { type: "array", items: object({ id: integer, title: string }) } });
    expect(recordFits(object({ jobs: { type: "array", items: object({ id: integer, title: string, company: string }) } }), shape)).toBe(true);
    expect(recordMisfits(object({ jobs: { type: "array", items: object({ id: integer }) } }), shape)).toEqual(["it lacks 'jobs[].title' (string)"]);
    expect(recordMisfits(object({ jobs: { type: "array", items: string } }), shape)).toEqual(["'jobs[]' is string, the slot reads object"]);
    expect(recordMisfits(object({ jobs: { type: "array" } }), shape)).toEqual(["'jobs' has items of any kind, the slot reads object items"]);
    expect(recordMisfits(object({ category: object({ slug: string }) }), object({ category: object({ slug: string, name: string }) }))).toEqual([
      "it lacks 'category.name' (string)",
    ]);
  });

  it("holds enums to the slot's values", () => {
    const shape = object({ status: { enum: ["upcoming", "past"] } });
    expect(recordFits(object({ status: { enum: ["past", "upcoming"] } }), shape)).toBe(true);
    expect(recordMisfits(object({ status: { enum: ["upcoming", "ongoing"] } }), shape)).toEqual([
      "'status' may be 'ongoing', the slot reads one of 'upcoming', 'past'",
    ]);
    expect(recordMisfits(object({ status: string }), shape)).toEqual(["'status' is any string, the slot reads one of 'upcoming', 'past'"]);
    // An enum of strings is a string.
    expect(recordFits(object({ status: { enum: ["a", "b"] } }), object({ status: string }))).toBe(true);
    expect(recordFits(object({ kind: { const: "class" } }), object({ kind: { enum: ["class", "course"] } }))).toBe(true);
  });

  it("needs every form of an anyOf record to fit, and one form of an anyOf slot", () => {
    const shape = { anyOf: [object({ id: integer }), object({ slug: string })] };
    expect(recordFits(object({ slug: string }), shape)).toBe(true);
    expect(recordMisfits(object({ name: string }), shape)).toEqual(["it lacks 'id' (integer)"]);
    expect(recordMisfits({ anyOf: [object({ id: integer }), object({ name: string })] }, object({ id: integer }))).toEqual(["it lacks 'id' (integer)"]);
  });

  it("holds every declared property to a slot's map type (counters by name)", () => {
    const counts = { type: "object", additionalProperties: integer } as const;
    expect(recordFits({ type: "object", additionalProperties: integer, properties: { students: integer } }, counts)).toBe(true);
    expect(recordMisfits(object({ students: integer, title: string }), counts)).toEqual(["'title' is string, the slot reads integer"]);
    expect(recordMisfits({ type: "object", additionalProperties: string }, counts)).toEqual(["'*' is string, the slot reads integer"]);
  });

  it("refuses a record of another type altogether", () => {
    expect(recordMisfits({ type: "array", items: object({ id: integer }) }, object({ id: integer }))).toEqual(["is array of object, the slot reads object"]);
  });

  it("describes schemas for messages", () => {
    expect(describeSchema({ type: ["integer", "null"] })).toBe("integer or null");
    expect(describeSchema({ enum: ["a", 1] })).toBe("one of 'a', 1");
    expect(describeSchema({ type: "array", items: string })).toBe("array of string");
    expect(describeSchema({})).toBe("any value");
  });
});
