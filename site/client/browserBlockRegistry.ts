import { blockComponents } from "../../blocks/components.js";
import type { BlockPlan } from "../../engine/index.js";
import { createBlockRegistry, type BlockRegistry } from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";
import type { BrowserRouteTable } from "./createBrowserRouteTable.js";
import { loadStylesheet } from "./loadStylesheet.js";
import { whenIdle } from "./whenIdle.js";

/**
 * The block registry of the browser: a block's chunk, and its stylesheet when the page's own stylesheet
 * does not hold all its styles. For a block of this page it holds those of what the page shows: the rest
 * (the class list's filters on another route) comes when the browser is idle, not on the way to hydration.
 * `page` is the page on screen when a block's code is first asked for (an island page changes page without a router).
 */
export function browserBlockRegistry(
  page: () => Pick<PageState, "styledBlocks" | "route">,
  routes: BrowserRouteTable,
  plans: Record<string, BlockPlan>,
): BlockRegistry {
  const blockStylesheet = (type: string) => routes.blockStylesheet(type).then((href) => (href ? loadStylesheet(href) : undefined));
  const components = Object.entries(blockComponents).map(([type, load]) => {
    const loadStyled = async () => {
      const { styledBlocks, route } = page();
      if (styledBlocks.includes(type)) return load();
      if (route?.blocks?.some((block) => block.type === type)) {
        whenIdle(() => void blockStylesheet(type).catch(() => undefined));
        return load();
      }
      const [module] = await Promise.all([load(), blockStylesheet(type)]);
      return module;
    };
    return [type, loadStyled] as const;
  });
  return createBlockRegistry(plans, Object.fromEntries(components));
}
