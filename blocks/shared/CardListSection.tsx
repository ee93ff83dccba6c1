import type { ReactNode } from "react";
import { BlockSection } from "./BlockSection.js";
import { PaginatedCards, type PaginatedCardsProps } from "./PaginatedCards.js";

/** A list block's whole body: its section heading over a paginated source's cards, then anything after them (a "more" link). */
export function CardListSection<T extends { id: number }>({
  heading,
  children,
  ...cards
}: PaginatedCardsProps<T> & { heading: { eyebrow?: string; title?: string; subtitle?: string }; children?: ReactNode }) {
  return (
    <BlockSection heading={heading}>
      <PaginatedCards {...cards} />
      {children}
    </BlockSection>
  );
}
