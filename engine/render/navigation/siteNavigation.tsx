import { createContext, useContext } from "react";

/** Where the visitor is: the parts of the address a block reads. */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface SiteNavigateOptions {
  /** Replaces the current history entry instead of adding one (a filter typed letter by letter). */
  replace?: boolean;
  /** Keeps the scroll position (page links and filters of a list), instead of going to the top. */
  keepScroll?: boolean;
}

/**
 * How blocks and the shell read the address and move to another page. Blocks never import a router:
 * the page's router provides this today, and a part of the page that starts on its own (an island)
 * can be given the same thing by whatever moves between its pages.
 */
export interface SiteNavigation {
  location: SiteLocation;
  /** Goes to a site path (`/Kelas?page=2`), on the client where the page can. */
  navigate(to: string, options?: SiteNavigateOptions): void;
}

const SiteNavigationContext = createContext<SiteNavigation | undefined>(undefined);

export const SiteNavigationProvider = SiteNavigationContext.Provider;

/** The navigation above this component, if any: outside one a link is a plain link (a full load). */
export function useOptionalSiteNavigation(): SiteNavigation | undefined {
  return useContext(SiteNavigationContext);
}

function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation)
    throw new Error("A block or shell part read the address outside a SiteNavigationProvider (the page's router or an island root provides one)");
  return navigation;
}

/** The address on screen. */
export function useSiteLocation(): SiteLocation {
  return useSiteNavigation().location;
}

/** Moves to another of the site's pages. */
export function useSiteNavigate(): SiteNavigation["navigate"] {
  return useSiteNavigation().navigate;
}
