import { NavLink } from "react-router-dom";

/** A layout link: site paths navigate on the client, absolute URLs open as plain links. */
export function SiteLink({ link, className }: { link: { label: string; to: string }; className?: string }) {
  if (/^https?:\/\//.test(link.to)) {
    return (
      <a href={link.to} className={className} rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return (
    <NavLink to={link.to} className={className} end={link.to === "/"}>
      {link.label}
    </NavLink>
  );
}
