import type { ResolvedLayout } from "../../engine/layout/ResolvedLayout.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import { SEEDED_HOSTS } from "./seededHosts.js";

/**
 * The route walk's plan (issue 25): which pages each of its checks visits, and why the browser's
 * checks visit fewer pages than the HTTP ones.
 *
 * - **Every page** (every route of every seeded host, 631 today) is fetched over HTTP: its status (or
 *   the sign-in redirect), its title and its itemprop name in the server's HTML.
 * - **A staging or dev host** serves the same layout and site as the first host of its layout. Its
 *   pages are asserted to be byte-for-byte the first host's once the host names and the query
 *   cache's timestamps are made equal, so what the browser finds on the first host holds for them.
 * - **The first host of each layout** has every page's server HTML checked by html-validate.
 * - **Distinct pages** open in Chromium: they hydrate without a console error, keep their title and
 *   blocks, and pass axe at 1280 and 375 px. One route per block set: on the first hosts, each
 *   layout's home (its theme, shell and header), and one page of every sequence of block types any
 *   layout shows, spread over the layouts. A page left out shows the same blocks, in the same order,
 *   as a distinct page: the same components and headings, with other records and copy, under the
 *   theme of a brand whose home passed. Its status, title and HTML validity are still checked above.
 *   Routes that require sign-in redirect to the account site; only their redirect is checked.
 */
export interface WalkPage {
  host: string;
  /** The first host of the same layout: the page whose HTML this one must equal (itself on a first host). */
  firstHost: string;
  layout: string;
  /** The route as the host's layout writes it, and the route (and site) that serves it after a scope switch. */
  route: LayoutRoute;
  served: { host: string; layout: string; route: LayoutRoute; siteTitle: string };
  requiresAuth: boolean;
}

/** `/Pesilat…` on a shared host is the martial-arts site of the same environment. */
export const PESILAT_SWITCH: Readonly<Record<string, { host: string; title: string }>> = {
  "main.localhost": { host: "pesilat.localhost", title: "Pesilat Digital" },
  "staging.main.localhost": { host: "staging.pesilat.localhost", title: "Pesilat Digital" },
  "dev.main.localhost": { host: "dev.pesilat.localhost", title: "Pesilat Digital" },
};

/** The first seeded host of each layout, by host. */
export const FIRST_HOST: ReadonlyMap<string, string> = new Map(
  SEEDED_HOSTS.map((site) => [site.host, SEEDED_HOSTS.find((other) => other.layout === site.layout)!.host]),
);

/** Every page of every seeded host, in the order of SEEDED_HOSTS and of each layout's routes. */
export function walkPages(layoutOf: (id: string) => ResolvedLayout): WalkPage[] {
  return SEEDED_HOSTS.flatMap((site) =>
    layoutOf(site.layout).routes.map((route): WalkPage => {
      const switched = PESILAT_SWITCH[site.host] && /^\/pesilat(\/|$)/i.test(route.path) ? PESILAT_SWITCH[site.host] : undefined;
      const layout = switched ? "pesilat" : site.layout;
      const servedRoute = switched ? layoutOf(layout).routes.find((r) => r.path.toLowerCase() === route.path.toLowerCase()) : route;
      if (!servedRoute) throw new Error(`The ${layout} layout has no route for ${route.path}`);
      return {
        host: site.host,
        firstHost: FIRST_HOST.get(site.host)!,
        layout: site.layout,
        route,
        served: { host: switched ? switched.host : site.host, layout, route: servedRoute, siteTitle: switched ? switched.title : site.title },
        requiresAuth: Boolean(servedRoute.requiresAuth),
      };
    }),
  );
}

const typesOf = (route: LayoutRoute) => (route.blocks ?? []).map((block) => block.type);

/**
 * The distinct pages (see above), each with the reason it is one: every layout's home, then, for each
 * sequence of block types no chosen page shows, one page showing it, on the layout with the fewest
 * chosen pages so far (so the compositions spread over every brand's theme).
 */
export function distinctPages(pages: readonly WalkPage[]): { page: WalkPage; reason: string }[] {
  const candidates = pages.filter((page) => page.host === page.firstHost && !page.requiresAuth);
  const sequence = (page: WalkPage) => typesOf(page.served.route).join(" ");
  const chosen = candidates.filter((page) => page.route.path === "/").map((page) => ({ page, reason: "the layout's home" }));
  const countOn = (layout: string) => chosen.filter(({ page }) => page.layout === layout).length;
  const shown = new Set(chosen.map(({ page }) => sequence(page)));
  for (const page of candidates) {
    if (shown.has(sequence(page))) continue;
    const same = candidates.filter((other) => sequence(other) === sequence(page));
    const pick = same.reduce((best, other) => (countOn(other.layout) < countOn(best.layout) ? other : best));
    chosen.push({ page: pick, reason: `blocks ${sequence(page)}` });
    shown.add(sequence(page));
  }
  return chosen;
}
