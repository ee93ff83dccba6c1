import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pointerToSegments, segmentsToPointer } from "../../engine/layout/sourcePositions.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function pointers(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const own = [at];
  if (Array.isArray(value)) return own.concat(...value.map((v, i) => pointers(v, [...at, i])));
  if (value && typeof value === "object") return own.concat(...Object.entries(value).map(([k, v]) => pointers(v, [...at, k])));
  return own;
}

function exists(doc: Json, pointer: string): boolean {
  let current: Json | undefined = doc;
  for (const segment of pointerToSegments(pointer)) {
    if (current === null || typeof current !== "object") return false;
    current = (current as Record<string, Json>)[String(segment)];
    if (current === undefined) return false;
  }
  return true;
}

type Mutation = { kind: "replace"; value: Json } | { kind: "delete" } | { kind: "addKey"; key: string; value: Json } | { kind: "renameKey"; key: string };

function mutate(doc: Json, path: (string | number)[], mutation: Mutation): Json {
  const copy = structuredClone(doc);
  if (!path.length) return mutation.kind === "replace" ? mutation.value : copy;
  const parent = path.slice(0, -1).reduce<Json>((node, s) => (node as Record<string, Json>)[String(s)]!, copy) as Record<string, Json> | Json[];
  const last = path[path.length - 1]!;
  const target = (parent as Record<string, Json>)[String(last)]!;
  switch (mutation.kind) {
    case "replace":
      (parent as Record<string, Json>)[String(last)] = mutation.value;
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[String(last)];
      break;
    case "addKey":
      if (target && typeof target === "object" && !Array.isArray(target)) target[mutation.key] = mutation.value;
      break;
    case "renameKey":
      if (!Array.isArray(parent)) {
        parent[mutation.key] = target;
        delete parent[String(last)];
      }
      break;
  }
  return copy;
}

const json = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  json.map((value) => ({ kind: "replace" as const, value })),
  fc.constant({ kind: "delete" as const }),
  fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), json).map(([key, value]) => ({ kind: "addKey" as const, key, value })),
  fc.string({ minLength: 1, maxLength: 8 }).map((key) => ({ kind: "renameKey" as const, key })),
);

describe("random mutations of valid layouts", () => {
  for (const { file, text } of tenantFiles()) {
    const doc = JSON.parse(text) as Json;
    const paths = pointers(doc);
    it(`${file}: stay valid or are rejected with pointers that exist in the document`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...paths), mutation, (path, change) => {
          const mutated = mutate(doc, path, change);
          const text = JSON.stringify(mutated, null, 2);
          const lines = text.split("\n");
          const result = validateLayout(text, file);
          if (result.ok) return;
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) {
            const where = `${problem.line}:${problem.col} ${problem.pointer} (${problem.message}) after ${change.kind} at ${segmentsToPointer(path)}`;
            expect(exists(mutated, problem.pointer), where).toBe(true);
            // The line and column exist in the file: a column one past the line's end is its newline.
            expect(problem.line, where).toBeGreaterThanOrEqual(1);
            expect(problem.line, where).toBeLessThanOrEqual(lines.length);
            expect(problem.col, where).toBeGreaterThanOrEqual(1);
            expect(problem.col, where).toBeLessThanOrEqual(lines[problem.line - 1]!.length + 1);
            expect(problem.message.length).toBeGreaterThan(10);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
