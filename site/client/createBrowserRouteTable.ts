import { type BlockPlan, createRouteTable, type RouteTable, type LayoutManifest, type RouteTableDocument, type LayoutRoute } from "../../engine/index.js";

export interface BrowserRouteTable extends RouteTable {
  /** The stylesheet a block adds when a page reaches it by client navigation. */
  blockStylesheet(type: string): Promise<string | undefined>;
}

/**
 * The page's own route at once; the layout's route table (immutable per version) on first need. The
 * table's block plans are added to `plans` (the block registry's) before its routes are used.
 */
export function createBrowserRouteTable(layout: LayoutManifest, own: LayoutRoute | undefined, plans: Record<string, BlockPlan>): BrowserRouteTable {
  let document: Promise<RouteTableDocument> | undefined;
  const fetchDocument = () =>
    (document ??= fetch(layout.routesUrl, { credentials: "same-origin" }).then(
      async (response) => {
        if (!response.ok) throw new Error(`The route table ${layout.routesUrl} answered ${response.status}`);
        const table = (await response.json()) as RouteTableDocument;
        Object.assign(plans, table.blockPlans);
        return table;
      },
      (error: unknown) => {
        document = undefined;
        throw error;
      },
    ));
  const table = createRouteTable(layout.routes, own ? [own] : [], async () => (await fetchDocument()).routes);
  return {
    ...table,
    async blockStylesheet(type) {
      return (await fetchDocument()).blockStylesheets[type];
    },
  };
}
