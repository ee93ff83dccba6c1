import { createHash } from "node:crypto";
import { mergeLayouts } from "./mergeLayouts.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import type { LayoutDocument } from "./types.js";

/** `chain`: the ids of the merged documents, the furthest parent first and the layout itself last. */
export type ChainResult = { ok: true; layout: ResolvedLayout; chain: readonly string[] } | { ok: false; message: string; pointer: string };

/** Follows `extends` through the valid documents and merges the chain, parent first. */
export function resolveLayout(id: string, documents: ReadonlyMap<string, LayoutDocument>): ChainResult {
  const chain: LayoutDocument[] = [];
  const seen = new Set<string>();
  let current = documents.get(id);
  while (current) {
    if (seen.has(current.id)) {
      return { ok: false, pointer: "/extends", message: `Layout '${id}' extends itself through ${[...seen, current.id].join(" → ")}` };
    }
    seen.add(current.id);
    chain.unshift(current);
    if (!current.extends) break;
    const parentId: string = current.extends;
    current = documents.get(parentId);
    if (!current) {
      return { ok: false, pointer: "/extends", message: `Layout '${chain[0]!.id}' extends '${parentId}', which is not a valid layout in tenants/; expected one of ${[...documents.keys()].map((k) => `'${k}'`).join(", ")}` };
    }
  }
  if (!chain.length) return { ok: false, pointer: "", message: `No layout '${id}'` };
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
  return { ok: true, layout: { ...layout, version }, chain: chain.map((document) => document.id) };
}
