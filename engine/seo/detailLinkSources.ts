import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import { resolveBinding } from "../data/resolveBinding.js";
import type { BlockContract } from "../layout/BlockContract.js";
import type { ResolvedLayout } from "../layout/ResolvedLayout.js";

/** A list in the layout whose cards link to detail pages: the path template and the records filling it. */
export interface DetailLinkSource {
  /** `detailPath` as the block item has it (or its schema's default): `/Class/{slug}`. */
  template: string;
  entry: CatalogueEntry;
  /** The binding's values with no route or query in scope (the list's first, unfiltered view). */
  values: ParamValues;
}

export type SitemapContract = Pick<BlockContract, "type" | "propsSchema" | "indexable" | "linkedPaths">;

function defaultDetailPath(contract: SitemapContract | undefined): string | undefined {
  const properties = contract?.propsSchema.properties as Readonly<Record<string, { default?: unknown }>> | undefined;
  const value = properties?.detailPath?.default;
  return typeof value === "string" ? value : undefined;
}

/**
 * What the layout's list blocks link to: for each block with a `detailPath` (its own or its
 * schema's default), the paginated source of its cards, once per template, source and values; and
 * the paths a static-content block's cards link to (`linkedPaths`).
 */
export function detailLinkSources(
  layout: Pick<ResolvedLayout, "routes">,
  contracts: ReadonlyMap<string, SitemapContract>,
): { lists: DetailLinkSource[]; paths: string[] } {
  const lists = new Map<string, DetailLinkSource>();
  const paths = new Set<string>();
  const noScope = { routeParams: {}, search: new URLSearchParams() };
  for (const route of layout.routes) {
    for (const item of route.blocks ?? []) {
      const contract = contracts.get(item.type);
      const props = (item.props ?? {}) as Readonly<Record<string, unknown>>;
      for (const path of contract?.linkedPaths?.(props) ?? []) paths.add(path);
      const template = typeof props.detailPath === "string" ? props.detailPath : defaultDetailPath(contract);
      if (!template) continue;
      for (const binding of Object.values(item.data ?? {})) {
        const { entry, values, missing } = resolveBinding(binding, noScope);
        if (entry.envelope !== "paginated" || missing.length) continue;
        const key = JSON.stringify([
          template,
          entry.id,
          Object.entries(values)
            .filter(([name]) => name !== "page")
            .sort(),
        ]);
        if (!lists.has(key)) lists.set(key, { template, entry, values });
      }
    }
  }
  return { lists: [...lists.values()], paths: [...paths] };
}
