import type { BlockContract, BlockPlan, ResolvedLayout, SiteSettings } from "../../../engine/index.js";
import type { BlockRegistry } from "../../../engine/react.js";
import type { PageRendererOptions } from "../createPageRenderer.js";
import type { LayoutRoutes } from "./layoutRoutes.js";

/** What the page renderer's parts share: its options and what it built once from them. */
export interface PageRenderContext {
  options: PageRendererOptions;
  registry: BlockRegistry;
  contracts: ReadonlyMap<string, BlockContract>;
  plans: Readonly<Record<string, BlockPlan>>;
  routesFor(layout: ResolvedLayout, documentScope: string | undefined): LayoutRoutes;
  /** The site's layout, or the default one when its own is unknown or invalid; undefined when neither is there. */
  findLayout(settings: SiteSettings): ResolvedLayout | undefined;
  /** findLayout's answer, or an error naming both layouts: a page cannot render without one. */
  layoutFor(settings: SiteSettings): ResolvedLayout;
  renderSanitized(render: () => string): Promise<string>;
}

export const HTML = { "content-type": "text/html; charset=utf-8" };
