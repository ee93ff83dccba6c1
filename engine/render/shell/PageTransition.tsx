import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router-dom";

/**
 * The page transition is named `page`, mode out-in, no appear animation. The old page fades while
 * the next one loads (out), the new one fades in once it is there (in); the first page does not
 * animate, and visitors who prefer reduced motion get none (see site.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  const leaving = navigation.state === "loading" && navigation.location?.pathname !== pathname;
  const className = ["page-transition", leaving ? "page-leave-active" : "", mounted.current && !leaving ? "page-enter-active" : ""].filter(Boolean).join(" ");
  return (
    <div key={pathname} className={className} data-transition="page">
      {children}
    </div>
  );
}
