import "./coverCard.css";
import type { ReactNode } from "react";

/**
 * A card's row of small facts (a badge, a date, a level), wrapping on narrow cards: `spread` pushes
 * them to both ends, `footer` sets the row a little apart below the card's text.
 */
export function CardMeta({ spread = false, footer = false, children }: { spread?: boolean; footer?: boolean; children: ReactNode }) {
  const className = ["card-meta", spread ? "card-meta--spread" : "", footer ? "card-meta--footer" : ""].filter(Boolean).join(" ");
  return <div className={className}>{children}</div>;
}

/** One small, dimmed fact in a CardMeta row. */
export function CardFact({ strong = false, children }: { strong?: boolean; children: ReactNode }) {
  return <span className={strong ? "card-fact card-fact--strong" : "card-fact"}>{children}</span>;
}
