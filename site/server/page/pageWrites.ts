import type { QueryKey } from "@tanstack/react-query";
import { readsOf, sourceQueryPrefix, type BlockContract, type BlockItem } from "../../../engine/index.js";
import { findCatalogueEntry } from "../../../schemas/catalogue/catalogue.js";

/**
 * The query keys (prefixes) of what the page's forms change when they send: the reads of the resource
 * each form writes (a donations table's list beside its form). A block reading one changes in front of
 * the visitor, so it is live.
 */
export function pageWrites(blocks: readonly BlockItem[], contracts: ReadonlyMap<string, BlockContract>, tenant: string): QueryKey[] {
  return blocks.flatMap((item) =>
    Object.entries(contracts.get(item.type)?.slots ?? {}).flatMap(([name, slot]) => {
      const binding = item.data?.[name];
      const entry = slot.use === "submit" && binding ? findCatalogueEntry(binding.source) : undefined;
      return entry ? readsOf(entry).map((read) => sourceQueryPrefix(tenant, read.id)) : [];
    }),
  );
}
