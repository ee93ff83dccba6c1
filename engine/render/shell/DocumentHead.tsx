import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { MESSAGES } from "../../errors/messages.js";
import { buildHead, type HeadTag } from "../../head/buildHead.js";
import { headRecordOf, metaQueryOptions } from "../../routes/metaRecord.js";
import { canonicalSearch, readQueryParams } from "../../routes/readQueryParams.js";
import { chosenPage, isPageRouteId } from "../../routes/chosenPage.js";
import { NOT_FOUND_ROUTE } from "../../routes/routeHandle.js";
import { useEngine } from "../EngineContext.js";

/** Keeps title and share tags in step with client navigation; the server already wrote the first. */
export function DocumentHead() {
  const { settings, layout, routes, api, tenant, blocks, origin } = useEngine();
  const queryClient = useQueryClient();
  const matches = useMatches();
  const last = matches.at(-1);
  const documentScope = (matches[0]?.handle as { documentScope?: string } | undefined)?.documentScope;
  const location = useLocation();
  // The layout route the URL shows: react-router's match may be another route of the same path shape.
  const choice = useMemo(() => chosenPage(routes, last?.id, last?.params ?? {}, location.pathname), [routes, last, location.pathname]);
  const routeName = choice?.name ?? NOT_FOUND_ROUTE;
  const routeParams = useMemo(() => choice?.params ?? {}, [choice]);
  // A page route whose param rules refused the URL (spec §5) is titled by the text it shows.
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

  // Effect runs so far: the first is hydration, whose JSON-LD the server already wrote; a later
  // run's JSON-LD is dropped if a newer run started while its builders loaded.
  const runs = useRef(0);

  useEffect(() => {
    const record = refused ? { title: MESSAGES.validateFailed } : headRecordOf(route, { routeParams, search: new URLSearchParams(location.search) }, { queryClient, api, tenant, blocks });
    // The address the server would name: the site's own origin, and only the query parameters the page reads.
    const search = route ? canonicalSearch(new URLSearchParams(location.search), readQueryParams(route)) : "";
    const url = new URL(`${location.pathname}${search}`, origin).href;
    const append = (tags: readonly HeadTag[]) => {
      for (const tag of tags) {
        if (tag.tag === "title") {
          document.title = tag.text;
          continue;
        }
        const element = document.createElement(tag.tag);
        element.setAttribute("data-head", "");
        for (const [key, value] of Object.entries(tag.attrs)) element.setAttribute(key, value);
        if (tag.tag === "script") element.textContent = tag.text;
        document.head.append(element);
      }
    };
    const run = ++runs.current;
    for (const old of document.head.querySelectorAll(run === 1 ? "[data-head]:not(script)" : "[data-head]")) old.remove();
    append(buildHead({ settings, titles: layout.titles, routeName, url, record }));
    // After a navigation, the same JSON-LD the server writes, from the same cached record. Its
    // builders load on first need (crawlers read the server's HTML; a first load never needs them).
    if (run > 1 && !refused) {
      void import("../../seo/pageStructuredData.js").then(({ pageStructuredData }) => {
        if (runs.current !== run) return;
        const structuredData = pageStructuredData({ settings, titles: layout.titles, routeName, route, routes: routes.summaries, scope: { routeParams, search: new URLSearchParams(location.search) }, url, home: new URL(documentScope ?? "/", origin).href, recordTitle: record?.title, context: { queryClient, api, tenant } });
        append(buildHead({ settings, titles: layout.titles, routeName, url, record, structuredData }).filter((tag) => tag.tag === "script"));
      });
    }
    // A client navigation is a page view too, when the layout has analytics.
    const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
    if (layout.shell.analyticsId && gtag) gtag("event", "page_view", { page_location: window.location.href, page_title: document.title });
  }, [settings, layout, routes, api, tenant, blocks, queryClient, route, recordVersion, routeName, routeParams, refused, location.pathname, location.search, documentScope, origin]);

  return null;
}
