import "./coverCard.css";
import type { ReactNode } from "react";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { FallbackImage } from "./FallbackImage.js";
import { useMedia, PageLink } from "../../engine/react.js";

/** Cards sit three to a row on desktop, two on tablets, one on phones. */
const CARD_SIZES = "(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw";

/**
 * A linked card with a 16:9 cover on top: the shape of class and article cards. Plain elements
 * styled by coverCard.css rather than Mantine's Card, Image and Stack: a page shows dozens of
 * cards, and each Mantine component costs the server's render and the phone's hydration.
 */
export function CoverCard({
  to,
  cover,
  fallbackCover,
  className,
  children,
  ...data
}: {
  to: string;
  cover: string | undefined;
  fallbackCover: string;
  className?: string;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  const media = useMedia();
  return (
    <PageLink to={to} className={`cover-card lift-card${className ? ` ${className}` : ""}`} {...data}>
      <div className="cover-card__media">
        <FallbackImage {...imageSources(media, cover, CARD_SIZES, IMAGE_BOXES.cover)} alt="" fallbackSrc={fallbackCover} className="cover-card__image" />
      </div>
      <div className="cover-card__body">{children}</div>
    </PageLink>
  );
}
