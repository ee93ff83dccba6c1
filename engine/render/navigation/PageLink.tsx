import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { KEEP_SCROLL_ATTRIBUTE } from "../../navigation/pageMarkers.js";
import { isOwnLinkClick } from "../../navigation/isOwnLinkClick.js";
import { useOptionalSiteNavigation } from "./siteNavigation.js";

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A site path (`/Blog/halo`); anything else is a plain link. */
  to: string;
  /** Keeps the scroll position (a list's page links). */
  keepScroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to one of the site's pages: an `<a href>` that works without JavaScript, and, under a site
 * navigation, moves on the client. A click the browser should keep (a new tab, a modifier key, a
 * `target`) stays the browser's. Mantine components take it as `component={PageLink}`.
 */
export function PageLink({ to, keepScroll, onClick, ref, ...anchor }: PageLinkProps) {
  const navigation = useOptionalSiteNavigation();
  const sitePath = to.startsWith("/") && !to.startsWith("//");
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !navigation || !sitePath || !isOwnLinkClick(event.nativeEvent, event.currentTarget)) return;
    event.preventDefault();
    navigation.navigate(to, { keepScroll });
  };
  return <a href={to} {...anchor} ref={ref} {...(keepScroll ? { [KEEP_SCROLL_ATTRIBUTE]: "" } : {})} onClick={handle} />;
}
