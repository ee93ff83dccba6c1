import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { bindingMisfit } from "../../engine/layout/checkBindingRecords.js";
import { pointerToSegments, segmentsToPointer } from "../../schemas/documents/sourcePositions.js";
import type { BlockContract } from "../../engine/layout/BlockContract.js";
import type { LayoutDocument } from "../../engine/layout/types.js";
import { basename } from "node:path";
import { isCopyFile } from "../../engine/layout/layoutFiles.js";
import { tenantFiles, tenantTexts, validateLayout } from "../support/layoutFixtures.js";

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

/** Where a pointer's key and value start in a text: offsets, as the layout writer below places them. */
interface Place {
  key?: number;
  value: number;
}

/**
 * JSON.stringify(value, null, 2), written here so that every pointer's place in the text is known: the
 * validator's line:col is checked against where its pointer really is, by code that shares nothing with it.
 */
function writeWithPlaces(root: Json): { text: string; places: Map<string, Place> } {
  let text = "";
  const places = new Map<string, Place>();
  const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
  const write = (value: Json, pointer: string, depth: number, key?: number) => {
    places.set(pointer, { ...(key !== undefined && { key }), value: text.length });
    const children: [string, Json][] | undefined = Array.isArray(value)
      ? value.map((item, i) => [String(i), item])
      : value !== null && typeof value === "object"
        ? Object.entries(value)
        : undefined;
    if (!children) {
      text += JSON.stringify(value);
      return;
    }
    const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
    if (!children.length) {
      text += open + close;
      return;
    }
    text += open;
    children.forEach(([name, child], i) => {
      text += `${i ? "," : ""}\n${"  ".repeat(depth + 1)}`;
      const keyAt = Array.isArray(value) ? undefined : text.length;
      if (!Array.isArray(value)) text += `${JSON.stringify(name)}: `;
      write(child, `${pointer}/${escape(name)}`, depth + 1, keyAt);
    });
    text += `\n${"  ".repeat(depth)}${close}`;
  };
  write(root, "", 0);
  return { text, places };
}

/** The 1-based line and column of an offset. */
function lineColOf(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return `${line}:${offset - (before.lastIndexOf("\n") + 1) + 1}`;
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

/** A copy file is checked through the layout part that includes it; its problems must be reported in it. */
const includerOf = (copy: string) => tenantFiles().find(({ file, text }) => !isCopyFile(file) && text.includes(`"../copy/${basename(copy)}"`))!;

describe("random mutations of valid layouts", () => {
  for (const { file, text } of tenantFiles()) {
    const doc = JSON.parse(text) as Json;
    const paths = pointers(doc);
    it(`${file}: stay valid or are rejected with pointers that exist in the document, at their line and column`, () => {
      let rejected = 0;
      let placed = 0;
      const runs = isCopyFile(file) ? 25 : 300;
      fc.assert(
        fc.property(fc.constantFrom(...paths), mutation, (path, change) => {
          const mutated = mutate(doc, path, change);
          const { text, places } = writeWithPlaces(mutated);
          expect(text).toBe(JSON.stringify(mutated, null, 2));
          const lines = text.split("\n");
          const files = new Map(tenantTexts());
          files.set(file, text);
          const checked = isCopyFile(file) ? includerOf(file) : { file, text };
          const result = validateLayout(checked.text, checked.file, files);
          if (result.ok) return;
          rejected += 1;
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) {
            // A problem may stand in another file of the set (a form's props in its copy file, checked against the
            // part's data): wherever it is, its pointer, line and column exist in that file.
            const own = problem.file === file;
            const at = `${problem.file}:${problem.line}:${problem.col} ${problem.pointer}`;
            const where = `${at} (${problem.message}) after ${change.kind} at ${segmentsToPointer(path)}`;
            const target = own ? mutated : (JSON.parse(files.get(problem.file)!) as Json);
            const targetLines = own ? lines : files.get(problem.file)!.split("\n");
            expect(exists(target, problem.pointer), where).toBe(true);
            // The line and column exist in the file: a column one past the line's end is its newline.
            expect(problem.line, where).toBeGreaterThanOrEqual(1);
            expect(problem.line, where).toBeLessThanOrEqual(targetLines.length);
            expect(problem.col, where).toBeGreaterThanOrEqual(1);
            expect(problem.col, where).toBeLessThanOrEqual(targetLines[problem.line - 1]!.length + 1);
            expect(problem.message.length).toBeGreaterThan(10);
            if (!own) continue;
            // In the mutated file itself the line and column are where the pointer is: its key, or its value.
            const place = places.get(problem.pointer)!;
            const candidates = [place.key, place.value].filter((offset) => offset !== undefined).map((offset) => lineColOf(text, offset));
            expect(candidates, where).toContain(`${problem.line}:${problem.col}`);
            placed += 1;
          }
        }),
        // A copy file is checked through the whole part that includes it: fewer runs.
        { numRuns: runs },
      );
      // Random changes break a layout often: a validator that accepts everything fails here.
      expect(rejected).toBeGreaterThan(runs / 10);
      if (!isCopyFile(file)) expect(placed).toBeGreaterThan(0);
    });
  }
});

describe("a binding moved to a source whose records do not fit its slot", () => {
  const contracts = new Map<string, BlockContract>(blocks.map((block) => [block.type, block]));
  for (const { file, text } of tenantFiles()) {
    if (isCopyFile(file)) continue;
    const doc = JSON.parse(text) as LayoutDocument;
    // Every read binding of the file that has a record shape, with the sources that do not fit it.
    const targets = (doc.routes ?? []).flatMap((route, r) =>
      (route.blocks ?? []).flatMap((item, b) =>
        Object.keys(item.data ?? {}).flatMap((slotName) => {
          const block = contracts.get(item.type);
          const slot = block?.slots[slotName];
          if (!block || !slot?.record) return [];
          const unfit = catalogue.entries.filter((entry) => entry.method === "GET" && bindingMisfit(entry, block.type, slotName, slot) !== undefined);
          return unfit.length ? [{ pointer: `/routes/${r}/blocks/${b}/data/${slotName}`, unfit }] : [];
        }),
      ),
    );
    if (!targets.length) continue;
    it(`${file}: is always rejected, at the binding when the schema lets the source through`, () => {
      let byRecordCheck = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...targets).chain((target) => fc.tuple(fc.constant(target), fc.constantFrom(...target.unfit))),
          ([target, entry]) => {
            const mutated = structuredClone(doc) as unknown as Json;
            const segments = pointerToSegments(target.pointer);
            const binding = segments.reduce<Json>((node, s) => (node as Record<string, Json>)[String(s)]!, mutated) as Record<string, Json>;
            binding.source = entry.id;
            // Parameters the new source needs, as constants of their type; none it does not know.
            binding.params = Object.fromEntries(
              entry.params
                .filter((p) => p.required && p.in !== "body")
                .map((p) => [
                  p.name,
                  p.enum?.[0] ??
                    (p.type === "integer" ? Math.max(1, p.minimum ?? 1) : p.type === "boolean" ? true : p.type === "integer-list" ? [1] : "contoh"),
                ]),
            ) as Json;
            const result = validateLayout(JSON.stringify(mutated, null, 2), file, tenantTexts());
            expect(result.ok, `${entry.id} at ${target.pointer}`).toBe(false);
            if (result.ok) return;
            // The schema refuses a source of another envelope kind; the record check refuses the rest, naming both.
            const atBinding = result.problems.filter((problem) => problem.pointer.startsWith(target.pointer));
            expect(
              atBinding.length,
              `${entry.id} at ${target.pointer}: ${result.problems.map((p) => `${p.pointer} ${p.message}`).join(" | ")}`,
            ).toBeGreaterThan(0);
            const recordProblem = atBinding.find(
              (problem) => problem.pointer === `${target.pointer}/source` && problem.message.startsWith(`Source '${entry.id}' returns`),
            );
            if (recordProblem) {
              expect(recordProblem.message).toContain("does not fit slot");
              byRecordCheck++;
            }
          },
        ),
        { numRuns: 150 },
      );
      // Not only the schema's envelope check: sources of the slot's own envelope reach the record check.
      expect(byRecordCheck).toBeGreaterThan(0);
    });
  }
});
