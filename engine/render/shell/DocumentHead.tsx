import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { MESSAGES } from "../../errors/catalogue.js";
import { buildHead } from "../../head/buildHead.js";
import { headRecordOf, metaQueryOptions } from "../../routes/metaRecord.js";
import { canonicalSearch, readQueryParams } from "../../routes/readQueryParams.js";
import { chosenPage, isPageRouteId } from "../../routes/chosenPage.js";
import { NOT_FOUND_ROUTE } from "../../routes/routeHandle.js";
import { useEngine } from "../EngineContext.js";

/** Keeps title and share tags in step with client navigation; the server already wrote the first. */
export function DocumentHead() {
  const { settings, layout, routes, api, tenant, blocks, origin, media } = useEngine();
  const queryClient = useQueryClient();
  const last = useMatches().at(-1);
  const location = useLocation();
  // The layout route the URL shows: react-router's match may be another route of the same path shape.
  const choice = useMemo(() => chosenPage(routes, last?.id, last?.params ?? {}, location.pathname), [routes, last, location.pathname]);
  const routeName = choice?.name ?? NOT_FOUND_ROUTE;
  const routeParams = useMemo(() => choice?.params ?? {}, [choice]);
  // A page route whose param rules refused the URL (a 404) is titled by the text it shows.
  const refused = !choice && isPageRouteId(last?.id);
  const route = routes.get(routeName);
  // The record may arrive after the page (the server's time box ran out): the head follows it.
  const meta = route ? metaQueryOptions(route, { routeParams, search: new URLSearchParams(location.search) }, api, tenant) : undefined;
  const recordKey = meta?.queryKey;
  const subscribe = useCallback((notify: () => void) => queryClient.getQueryCache().subscribe(notify), [queryClient]);
  const recordVersion = useSyncExternalStore(
    subscribe,
    () => (recordKey ? (queryClient.getQueryState(recordKey)?.dataUpdatedAt ?? 0) : 0),
    () => 0,
  );

  useEffect(() => {
    const record = refused
      ? { title: MESSAGES.validateFailed }
      : headRecordOf(route, { routeParams, search: new URLSearchParams(location.search) }, { queryClient, api, tenant, blocks });
    // The address the server would name: the site's own origin, and only the query parameters the page reads.
    const search = route ? canonicalSearch(new URLSearchParams(location.search), readQueryParams(route)) : "";
    const tags = buildHead({ settings, media, titles: layout.titles, routeName, url: new URL(`${location.pathname}${search}`, origin).href, record });
    // JSON-LD is the server's only (engine/seo): crawlers read each URL's server HTML, never a client
    // navigation, and its builders would cost every first load. Hydration keeps the server's; a
    // navigation drops it, so a page never carries another page's. (react-router keys the document's
    // own first entry "default".)
    const served = location.key === "default";
    for (const old of document.head.querySelectorAll(served ? "[data-head]:not(script)" : "[data-head]")) old.remove();
    for (const tag of tags) {
      if (tag.tag === "title") {
        document.title = tag.text;
        continue;
      }
      const element = document.createElement(tag.tag);
      element.setAttribute("data-head", "");
      for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
      document.head.append(element);
    }
    // A client navigation is a page view too, when the layout has analytics.
    const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
    if (layout.shell.analyticsId && gtag) gtag("event", "page_view", { page_location: window.location.href, page_title: document.title });
  }, [
    settings,
    media,
    layout,
    api,
    tenant,
    blocks,
    queryClient,
    origin,
    route,
    recordVersion,
    routeName,
    routeParams,
    refused,
    location.pathname,
    location.search,
    location.key,
  ]);

  return null;
}
