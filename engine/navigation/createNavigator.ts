/**
 * Moving between a site's pages without a full reload, with no framework: the next page's HTML (the
 * same document a first view gets, from the shared cache) is fetched and put in place of this one's.
 * Links are taken when they stay on this site (same origin, inside the document's scope); a link
 * elsewhere, a download, a new tab or a modified click is the browser's. What "put in place" means
 * (which parts of the head and body, the islands to stop and start) is the caller's `swap`.
 */

import { isOwnLinkClick } from "./isOwnLinkClick.js";
import { KEEP_SCROLL_ATTRIBUTE } from "./pageMarkers.js";

/** How a navigation came about: a link or a call (push), a redirect's replacement, or the back/forward buttons. */
export type NavigationKind = "push" | "replace" | "pop";

export interface NavigatorOptions {
  window: Window & typeof globalThis;
  /** A path prefix the site's pages live under (a shared host's `/Pesilat`); leaving it is a full load. */
  scope?: string;
  /** Fetches a page's HTML; `fetch` by default. */
  fetchPage?: (url: string, signal: AbortSignal) => Promise<Response>;
  /**
   * Puts the fetched document in place of the current one. Returning `false` says the document is
   * not one this page can take in (another build, another site): the navigator loads it in full.
   */
  swap(next: Document, url: URL, kind: NavigationKind): boolean | Promise<boolean>;
  /** Told when a navigation begins and how it ends (the progress bar). */
  progress?: { begin(): void; fail(): void; end(): void };
  /** How long a prefetched page is kept for a click that follows. */
  prefetchMs?: number;
  /** A full load of `url`, where the navigator cannot show a page itself; `location.assign` by default. */
  fullLoad?: (url: string) => void;
}

export interface Navigator {
  /** Goes to `href` as a link would (a full load when it is not one of this site's pages). */
  navigate(href: string, options?: { replace?: boolean; keepScroll?: boolean }): Promise<void>;
  /** Fetches a page ahead of a likely click (pointer over a link, a touch, keyboard focus). */
  prefetch(href: string): void;
  /**
   * Puts another address of the page shown in the history without loading it (a filter an island
   * draws in place), so that going back to the address before it loads that page.
   */
  record(href: string, options?: { replace?: boolean }): void;
  /** Removes the listeners. */
  stop(): void;
}

const DEFAULT_PREFETCH_MS = 30_000;

/** A fetched page: its HTML, where it ended up (after redirects), and whether this page can show it. */
interface FetchedPage {
  html: string;
  url: string;
  /** HTML with a page in it: a 2xx, or the site's own 404 page. */
  usable: boolean;
}

interface Fetched {
  at: number;
  page: Promise<FetchedPage>;
}

interface HistoryEntry {
  scrollX: number;
  scrollY: number;
}

export function createNavigator(options: NavigatorOptions): Navigator {
  const { window } = options;
  const { document, history, location } = window;
  const fetchPage = options.fetchPage ?? ((url, signal) => window.fetch(url, { signal, headers: { accept: "text/html" }, credentials: "same-origin" }));
  const prefetchMs = options.prefetchMs ?? DEFAULT_PREFETCH_MS;
  const prefetched = new Map<string, Fetched>();
  const fullLoad = options.fullLoad ?? ((url: string) => location.assign(url));
  let current: AbortController | undefined;
  /** The swap going on: swaps run one at a time, so an earlier page never goes in over a later one. */
  let swapping: Promise<unknown> = Promise.resolve();
  /** The page shown, without its fragment: a history move that keeps it is a jump within the page, not a navigation. */
  let here = pageOf(location.href);

  // The navigator restores scroll positions itself: the browser's own restoring would run before the swap.
  history.scrollRestoration = "manual";

  /** The URL a link or call leads to, when it is one of this site's pages; undefined otherwise. */
  const ownPage = (href: string): URL | undefined => {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return undefined;
    if (options.scope && !(url.pathname === options.scope || url.pathname.startsWith(`${options.scope}/`))) return undefined;
    return url;
  };

  const load = (url: string, signal?: AbortSignal): Promise<FetchedPage> =>
    fetchPage(url, signal ?? new AbortController().signal).then(async (response) => ({
      html: await response.text(),
      url: response.url || url,
      usable: (response.ok || response.status === 404) && (response.headers.get("content-type") ?? "").includes("text/html"),
    }));

  const remember = () => history.replaceState({ ...(history.state ?? {}), scrollX: window.scrollX, scrollY: window.scrollY } satisfies HistoryEntry, "");

  async function go(url: URL, kind: NavigationKind, keepScroll: boolean): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    options.progress?.begin();
    const key = pageOf(url.href);
    const kept = prefetched.get(key);
    prefetched.delete(key);
    try {
      const page = await (kept && Date.now() - kept.at < prefetchMs ? kept.page : load(key, controller.signal));
      if (controller.signal.aborted) return;
      if (!page.usable) {
        options.progress?.fail();
        fullLoad(url.href);
        return;
      }
      // A redirect's end is the address the page is shown at.
      const shown = new URL(page.url, location.href);
      shown.hash = url.hash;
      const next = new window.DOMParser().parseFromString(page.html, "text/html");
      const before = swapping;
      let swapped = () => undefined as void;
      swapping = new Promise<void>((resolve) => (swapped = resolve));
      try {
        // A page still going in (waiting for its stylesheets) goes in first; this one is dropped if another came meanwhile.
        await before;
        if (controller.signal.aborted) return;
        if (kind === "push") {
          remember();
          history.pushState({}, "", shown.href);
        } else if (kind === "replace") history.replaceState({}, "", shown.href);
        here = pageOf(shown.href);
        if (!(await options.swap(next, shown, kind))) {
          if (!controller.signal.aborted) fullLoad(shown.href);
          return;
        }
      } finally {
        swapped();
      }
      // Another navigation began while this page went in: the scroll and the progress bar are its.
      if (controller.signal.aborted) return;
      scrollAfter(shown, kind, keepScroll);
      options.progress?.end();
    } catch {
      if (controller.signal.aborted) return;
      // Offline, or the server dropped the connection: the browser's own load says so best.
      options.progress?.fail();
      fullLoad(url.href);
    } finally {
      if (current === controller) current = undefined;
    }
  }

  // A new page is where it opens at once, as after a full load: the site's smooth scrolling is for jumps within a page.
  const jump = (left: number, top: number) => window.scrollTo({ left, top, behavior: "instant" });

  function scrollAfter(url: URL, kind: NavigationKind, keepScroll: boolean): void {
    if (kind === "pop") {
      const entry = history.state as Partial<HistoryEntry> | null;
      jump(entry?.scrollX ?? 0, entry?.scrollY ?? 0);
      return;
    }
    if (url.hash) {
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      if (target) return target.scrollIntoView({ behavior: "instant" });
    }
    if (!keepScroll) jump(0, 0);
  }

  /** The link a click or an intent lands on, when it is one the navigator takes. */
  const linkOf = (event: Event): HTMLAnchorElement | undefined => {
    const target = event.target as Element | null;
    const link = target?.closest?.("a[href]") as HTMLAnchorElement | null | undefined;
    if (!link) return undefined;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.relList.contains("external")) return undefined;
    return link;
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const link = linkOf(event);
    const url = link && isOwnLinkClick(event, link) && ownPage(link.href);
    if (!link || !url) return;
    // A jump within this page is the browser's (it scrolls and keeps the history itself).
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    void go(url, "push", link.hasAttribute(KEEP_SCROLL_ATTRIBUTE));
  };

  const onIntent = (event: Event) => {
    const link = linkOf(event);
    if (link) api.prefetch(link.href);
  };

  const onPop = () => {
    const url = new URL(location.href);
    // A fragment link (the skip link) also makes a history entry: the browser jumps and focuses its target itself.
    if (pageOf(url.href) === here) return;
    void go(url, "pop", false);
  };

  const api: Navigator = {
    async navigate(href, { replace = false, keepScroll = false } = {}) {
      const url = ownPage(href);
      if (!url) {
        fullLoad(new URL(href, location.href).href);
        return;
      }
      await go(url, replace ? "replace" : "push", keepScroll);
    },
    prefetch(href) {
      const url = ownPage(href);
      if (!url) return;
      const key = pageOf(url.href);
      if (key === pageOf(location.href)) return;
      const kept = prefetched.get(key);
      if (kept && Date.now() - kept.at < prefetchMs) return;
      const page = load(key);
      // A prefetch that fails is forgotten: the click loads the page itself.
      page.catch(() => prefetched.delete(key));
      prefetched.set(key, { at: Date.now(), page });
    },
    record(href, { replace = false } = {}) {
      if (!replace) remember();
      history[replace ? "replaceState" : "pushState"]({}, "", href);
      here = pageOf(location.href);
    },
    stop() {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
      window.removeEventListener("popstate", onPop);
      current?.abort();
    },
  };

  document.addEventListener("click", onClick);
  document.addEventListener("pointerover", onIntent);
  document.addEventListener("touchstart", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  window.addEventListener("popstate", onPop);
  return api;
}

/** A page's address without its fragment. */
function pageOf(href: string): string {
  return href.split("#")[0]!;
}
