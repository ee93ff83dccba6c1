import { PageLink } from "../navigation/PageLink.js";
import { useOptionalSiteNavigation } from "../navigation/siteNavigation.js";

/** Whether `to` is the page on screen or, except for home, one it lies under (as a menu marks it). */
function isCurrent(to: string, pathname: string | undefined): boolean {
  if (pathname === undefined) return false;
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const target = to.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, "") || "/";
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}

/** A layout link: site paths navigate on the client and mark the current page; absolute URLs open as plain links. */
export function SiteLink({ link, className, onClick }: { link: { label: string; to: string }; className?: string; onClick?: () => void }) {
  const pathname = useOptionalSiteNavigation()?.location.pathname;
  if (/^https?:\/\//.test(link.to)) {
    return (
      <a href={link.to} className={className} rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  const current = isCurrent(link.to, pathname);
  return (
    <PageLink
      to={link.to}
      className={[className, current ? "active" : undefined].filter(Boolean).join(" ") || undefined}
      aria-current={current ? "page" : undefined}
      onClick={onClick}
    >
      {link.label}
    </PageLink>
  );
}
