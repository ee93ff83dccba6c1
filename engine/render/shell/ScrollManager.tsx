import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** State a link sets to keep the scroll position (e.g. page links of a list). */
export interface KeepScrollState {
  keepScroll?: boolean;
}

/**
 * Navigation scrolls to the top, or to the hash anchor when there is one. A new page also
 * takes the focus to its content, as a full load would have: a keyboard or screen-reader visitor
 * starts reading the new page, not from the link they left.
 */
export function ScrollManager() {
  const { pathname, search, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ block: "start" });
        return;
      }
    }
    // The browser restores the position on back/forward and on the first load.
    if (initial || navigationType === "POP" || (state as KeepScrollState | null)?.keepScroll) return;
    window.scrollTo(0, 0);
    document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
  }, [pathname, search, hash, state, navigationType]);

  return null;
}
