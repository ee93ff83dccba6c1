import { createHash } from "node:crypto";
import { mergeLayouts } from "./mergeLayouts.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import type { LayoutDocument } from "./types.js";

/**
 * `chain`: the ids of the merged documents in merge order, the furthest parent first and the layout
 * itself last (a layout reached through two parents appears twice). On failure `at` is the id of the
 * document whose `extends` is wrong (the layout itself when absent) and `pointer` that entry.
 */
export type ChainResult = { ok: true; layout: ResolvedLayout; chain: readonly string[] } | { ok: false; message: string; pointer: string; at?: string };
type Failure = Extract<ChainResult, { ok: false }>;

/** The parents a document names, with the pointer of each: `"extends": "a"` or `"extends": ["a", "b"]`. */
export function parentsOf(document: LayoutDocument): { id: string; pointer: string }[] {
  const named = document.extends;
  if (named === undefined) return [];
  if (typeof named === "string") return [{ id: named, pointer: "/extends" }];
  return named.map((id, i) => ({ id, pointer: `/extends/${i}` }));
}

/**
 * The merge order of a layout: each parent's own order, left to right, then the document. Merging
 * in this order equals merging each parent's merged layout left to right (a merge keeps the first
 * position and the last definition of a route, which does not depend on grouping).
 */
function mergeOrder(
  document: LayoutDocument,
  documents: ReadonlyMap<string, LayoutDocument>,
  stack: readonly { id: string; pointer: string }[],
): LayoutDocument[] | Failure {
  const order: LayoutDocument[] = [];
  for (const parent of parentsOf(document)) {
    const path = [...stack, { id: document.id, pointer: parent.pointer }];
    const start = path.findIndex((step) => step.id === parent.id);
    if (start >= 0) {
      // A cycle through the layout being resolved is reported at its own first step; one among its parents where it closes.
      const through = [...path.slice(start).map((step) => step.id), parent.id].join(" → ");
      const at = start === 0 ? path[0]! : path[path.length - 1]!;
      return { ok: false, at: at.id, pointer: at.pointer, message: `Layout '${parent.id}' extends itself through ${through}` };
    }
    const next = documents.get(parent.id);
    if (!next) {
      const known = [...documents.keys()].map((k) => `'${k}'`).join(", ");
      const message = `Layout '${document.id}' extends '${parent.id}', which is not a valid layout in tenants/; expected one of ${known}`;
      return { ok: false, at: document.id, pointer: parent.pointer, message };
    }
    const above = mergeOrder(next, documents, path);
    if (!Array.isArray(above)) return above;
    order.push(...above);
  }
  order.push(document);
  return order;
}

/** Follows `extends` (one parent or a list) through the valid documents and merges them, parents first, left to right. */
export function resolveLayout(id: string, documents: ReadonlyMap<string, LayoutDocument>): ChainResult {
  const document = documents.get(id);
  if (!document) return { ok: false, pointer: "", message: `No layout '${id}'` };
  const chain = mergeOrder(document, documents, []);
  if (!Array.isArray(chain)) return chain;
  const merged = chain.slice(1).reduce(mergeLayouts, chain[0]!);
  const language = merged.language ?? "id";
  const layout: Omit<ResolvedLayout, "version"> = {
    id,
    language,
    titles: merged.titles?.[language] ?? {},
    shell: merged.shell ?? {},
    routes: merged.routes ?? [],
  };
  const version = createHash("sha1").update(JSON.stringify(layout)).digest("hex").slice(0, 12);
  return { ok: true, layout: { ...layout, version }, chain: chain.map((member) => member.id) };
}
