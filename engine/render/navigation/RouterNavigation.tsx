import { useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { KeepScrollState } from "../shell/ScrollManager.js";
import { SiteNavigationProvider, type SiteNavigation } from "./siteNavigation.js";

const keepScrollState: KeepScrollState = { keepScroll: true };

/** The site navigation of a page the router shows: its location, and its navigate. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useMemo<SiteNavigation>(
    () => ({
      location: { pathname, search, hash },
      navigate: (to, options = {}) =>
        void routerNavigate(to, {
          replace: options.replace,
          ...(options.keepScroll ? { state: keepScrollState, preventScrollReset: true } : {}),
        }),
    }),
    [pathname, search, hash, routerNavigate],
  );
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}
