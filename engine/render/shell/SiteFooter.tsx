import { Container } from "@mantine/core";
import type { CSSProperties } from "react";
import { useEngine } from "../EngineContext.js";
import { SiteLink } from "./SiteLink.js";

/**
 * The site's footer: brand, the layout's link columns and a note. Plain elements styled by the
 * site's stylesheet: it is on every page, and Mantine's responsive grid would write an inline
 * <style> into each one.
 */
export function SiteFooter() {
  const { settings, layout } = useEngine();
  const footer = layout.shell.footer ?? {};
  const columns = footer.columns ?? [];
  return (
    <footer className="site-footer">
      <Container size="lg" className="site-footer__inner">
        <div className="site-footer__grid" style={{ "--footer-cols": 1 + columns.length } as CSSProperties}>
          <div className="site-footer__column site-footer__column--brand">
            {settings.logoLight ? (
              // Lazy: the footer is below the first screen, and an eager image would be preloaded by React ahead of what it shows.
              <img src={settings.logoLight} alt={settings.title} className="site-footer__logo" loading="lazy" decoding="async" />
            ) : (
              <p className="site-footer__title">{settings.title}</p>
            )}
            {footer.about ? <p className="site-footer__muted site-footer__about">{footer.about}</p> : null}
          </div>
          {columns.map((column) => (
            <div key={column.title} className="site-footer__column">
              <p className="site-footer__heading">{column.title}</p>
              {column.links.map((link) => (
                <SiteLink key={link.to} link={link} className="site-footer__link" />
              ))}
            </div>
          ))}
        </div>
        <p className="site-footer__muted site-footer__note">{footer.note ?? `© ${settings.title}. Hak cipta dilindungi.`}</p>
      </Container>
    </footer>
  );
}
