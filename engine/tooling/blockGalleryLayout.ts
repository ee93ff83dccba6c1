import type { BlockContract } from "../layout/BlockContract.js";
import type { LayoutStore } from "../layout/createLayoutStore.js";
import type { ResolvedLayout } from "../layout/ResolvedLayout.js";
import type { LayoutRoute } from "../layout/types.js";

/** Where a development or local-network host shows every registered block with its example. */
export const BLOCK_GALLERY_PATH = "/_blocks";
export const BLOCK_GALLERY_ROUTE = "blocks-gallery";
const BLOCK_GALLERY_TITLE = "Galeri blok";

/** One route with every block (registry order), each filled with its contract's example and its bindings. */
export function blockGalleryRoute(blocks: readonly BlockContract[]): LayoutRoute {
  return {
    name: BLOCK_GALLERY_ROUTE,
    path: BLOCK_GALLERY_PATH,
    blocks: blocks.map((block) => ({ type: block.type, id: `blok-${block.type}`, ...block.example })),
  };
}

/**
 * A tenant's layout with the gallery route added: the gallery renders in the tenant's shell and theme
 * and its bindings fetch like any page's. The version differs from the layout's own, so the routes
 * built for it are never mistaken for the served layout's.
 */
export function withBlockGallery(layout: ResolvedLayout, blocks: readonly BlockContract[]): ResolvedLayout {
  return {
    ...layout,
    version: `${layout.version}-blocks`,
    titles: { ...layout.titles, [BLOCK_GALLERY_ROUTE]: BLOCK_GALLERY_TITLE },
    routes: [...layout.routes.filter((route) => route.name !== BLOCK_GALLERY_ROUTE), blockGalleryRoute(blocks)],
  };
}

/** The store the gallery's renderer reads: every layout with the gallery route, built once per layout version. */
export function blockGalleryLayouts(layouts: Pick<LayoutStore, "get">, blocks: readonly BlockContract[]): Pick<LayoutStore, "get"> {
  const built = new Map<string, { source: ResolvedLayout; gallery: ResolvedLayout }>();
  return {
    get(id) {
      const source = layouts.get(id);
      if (!source) return undefined;
      const seen = built.get(id);
      if (seen?.source === source) return seen.gallery;
      const gallery = withBlockGallery(source, blocks);
      built.set(id, { source, gallery });
      return gallery;
    },
  };
}
