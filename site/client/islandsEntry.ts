// The browser's start of a page that the server rendered as islands: no router and, on a page
// without an island, no React. The HTML is the page; the code here moves between pages (fetching
// the next one's HTML, which the shared cache holds), starts the blocks a visitor can act on, and
// opens the phone menu on its first tap.
import { hydrate, QueryClient } from "@tanstack/query-core";
import {
  BLOCK_READY_ATTRIBUTE,
  createNavigator,
  installErrorLog,
  installImageFallbacks,
  ISLAND_ATTRIBUTE,
  MENU_TOGGLE_ATTRIBUTE,
  onFirstIntent,
  PART_ISLAND_ATTRIBUTE,
  queryChangesOnly,
  SOURCE_STALE_TIME_MS,
  swapDocument,
  type NavigationKind,
  type Navigator,
} from "../../engine/index.js";
import { pageBlocks, type SiteNavigateOptions, type SiteNavigation } from "../../engine/react.js";
import { PAGE_STATE_ID, type PageState } from "../shared/PageState.js";
import { browserBlockRegistry } from "./browserBlockRegistry.js";
import { browserRuntime } from "./browserRuntime.js";
import { createBrowserAppToken } from "./createBrowserAppToken.js";
import { createBrowserRouteTable } from "./createBrowserRouteTable.js";
import { domProgressBar } from "./domProgressBar.js";
import { hydrationErrorReporter } from "./hydrationErrorReporter.js";
import { installChunkReloadGuard } from "./installChunkReloadGuard.js";
import type { IslandRoot, PageIslands } from "./islandRoots.js";
import type { MenuRoot } from "./menuRoot.js";
import { pageStateOrErrorPage } from "./pageStateOrErrorPage.js";
import { readPageState } from "./readPageState.js";
import { serverJsonSelector } from "./readServerJson.js";
import { runStartup } from "./runStartup.js";

/** The current page: its address, its state and its running islands. */
interface ShownPage {
  pathname: string;
  state: PageState;
  /** Its block islands, started with the page. */
  islands?: Promise<PageIslands>;
  /** Its part islands, started at a visitor's first touch (at once when the page before kept them running). */
  parts?: Promise<PageIslands>;
  /** Whether the islands draw every address of this page themselves: nothing else on it reads the query. */
  islandsDrawQuery?: boolean;
}

const locationNow = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/** The build a page belongs to: its boot script. A page of another build is loaded in full. */
const buildOf = (document: Document) => document.querySelector('script[type="module"][src]')?.getAttribute("src");

/** The part islands two states of one page both have (the same part of the same block), by key. */
function keptParts(before: PageState, after: PageState): string[] {
  const had = new Set((before.islands?.parts ?? []).map(({ key, type, part }) => `${key} ${type} ${part}`));
  return (after.islands?.parts ?? []).filter(({ key, type, part }) => had.has(`${key} ${type} ${part}`)).map(({ key }) => key);
}

async function start(): Promise<void> {
  installChunkReloadGuard();
  installImageFallbacks(document);
  const first = await pageStateOrErrorPage();
  let shown: ShownPage = { pathname: window.location.pathname, state: first };
  const plans = { ...first.blockPlans };
  const routes = createBrowserRouteTable(first.layout, first.route, plans);
  const registry = browserBlockRegistry(() => shown.state, routes, plans);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: SOURCE_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false } } });
  hydrate(queryClient, first.queries);
  const appToken = createBrowserAppToken();
  const runtime = browserRuntime(first, routes, registry, queryClient, appToken);
  runStartup(first, runtime, appToken);
  const errors = installErrorLog(window);
  const progress = domProgressBar(document);

  let menu: Promise<MenuRoot> | undefined;

  /**
   * The site navigation islands get. Another address of the same page (a filter, a list's page)
   * is drawn by the islands themselves, as the router did, when they are all that reads the query;
   * any other page is the navigator's.
   */
  const navigation = (): SiteNavigation => ({
    location: locationNow(),
    navigate(to: string, options: SiteNavigateOptions = {}) {
      const url = new URL(to, window.location.href);
      if (shown.islands && shown.islandsDrawQuery && url.origin === window.location.origin && url.pathname === window.location.pathname) {
        navigator.record(url.href, { replace: options.replace });
        if (!options.keepScroll) window.scrollTo({ left: 0, top: 0, behavior: "instant" });
        for (const islands of [shown.islands, shown.parts]) void islands?.then((running) => running.relocate(navigation()));
        return;
      }
      void navigator.navigate(url.href, options);
    },
  });

  const startPage = (state: PageState, adopted?: ReadonlyMap<string, IslandRoot>): ShownPage => {
    const page: ShownPage = { pathname: window.location.pathname, state };
    // A block with no code of its own is ready as it is: its HTML is all it has (its part islands work as HTML too).
    for (const section of document.querySelectorAll(`section[data-block]:not([${ISLAND_ATTRIBUTE}])`)) section.setAttribute(BLOCK_READY_ATTRIBUTE, "");
    const sections = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
    const parts = [...document.querySelectorAll<HTMLElement>(`[${PART_ISLAND_ATTRIBUTE}]`)];
    const start = (islandSections: HTMLElement[], islandParts: HTMLElement[]) =>
      import("./islandRoots.js").then(({ startIslands }) =>
        startIslands({
          state,
          runtime,
          sections: islandSections,
          parts: islandParts,
          adopted,
          navigation: navigation(),
          onRecoverableError: hydrationErrorReporter(errors),
        }),
      );
    if (parts.length) {
      const startParts = () => void (page.parts ??= start([], parts));
      if (adopted?.size) startParts();
      else onFirstIntent(parts, startParts);
    }
    if (!sections.length) {
      document.documentElement.dataset.hydrated = "true";
      return page;
    }
    page.islands = start(sections, []);
    void page.islands.then((running) => running.ready).then(() => (document.documentElement.dataset.hydrated = "true"));
    const positions = new Set(sections.map((section) => Number(section.getAttribute(ISLAND_ATTRIBUTE))));
    const blocks = state.route ? pageBlocks(state.route, state.islands?.params ?? {}, runtime.engine.blocks).blocks : [];
    page.islandsDrawQuery = state.route !== undefined && queryChangesOnly(state.route, blocks, positions);
    return page;
  };

  const swap = async (next: Document, url: URL, kind: NavigationKind): Promise<boolean> => {
    let state: PageState;
    try {
      state = readPageState(next);
    } catch {
      return false;
    }
    // Another build, another site, or a page that does not start as islands: a full load.
    if (!state.islands || buildOf(next) !== buildOf(document) || state.settings.id !== shown.state.settings.id) return false;
    const leaving = shown;
    // Another address of the same page keeps the running part islands both show (a filter bar keeps its focus).
    const keys = url.pathname === shown.pathname ? keptParts(shown.state, state) : [];
    const parts = keys.length ? await leaving.parts : undefined;
    const keep = parts
      ? keys.flatMap((key) => {
          const [live, counterpart] = [document, next].map((page) => page.querySelector(`[${PART_ISLAND_ATTRIBUTE}="${key}"]`));
          return live && counterpart ? [{ live, next: counterpart }] : [];
        })
      : [];
    delete document.documentElement.dataset.hydrated;
    void menu?.then((open) => open.close());
    if (!(await swapDocument(document, next, { rootId: "root", data: [serverJsonSelector(PAGE_STATE_ID)], keep }))) return false;
    const kept = parts?.stop(new Set(keep.map(({ live }) => live.getAttribute(PART_ISLAND_ATTRIBUTE)!)));
    void leaving.islands?.then((islands) => islands.stop());
    if (!parts) void leaving.parts?.then((islands) => islands.stop());
    Object.assign(plans, state.blockPlans);
    hydrate(queryClient, state.queries);
    shown = startPage(state, kept);
    // A new page takes the focus to its content, as a full load would (not on back and forward, nor
    // when the page stays and only its address changed: the visitor is still in its filter bar).
    if (kind !== "pop" && !kept?.size) document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
    return true;
  };

  const navigator: Navigator = createNavigator({ window, scope: first.documentScope, swap, progress });
  shown = startPage(first);

  // The connection notice's code comes when the connection first drops.
  window.addEventListener("offline", () => void import("./networkStatusRoot.js").then(({ mountNetworkStatus }) => mountNetworkStatus(runtime)), { once: true });
  document.addEventListener("click", (event) => {
    const burger = (event.target as Element | null)?.closest?.<HTMLButtonElement>(`[${MENU_TOGGLE_ATTRIBUTE}]`);
    if (!burger) return;
    menu ??= import("./menuRoot.js").then(({ mountMenu }) =>
      mountMenu({ runtime, navigation, burger: () => document.querySelector(`[${MENU_TOGGLE_ATTRIBUTE}]`) }),
    );
    void menu.then((open) => open.toggle());
  });
}

void start();
