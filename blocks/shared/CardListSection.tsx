import type { ReactNode } from "react";
import { BlockSection } from "./BlockSection.js";
import { PaginatedCards, type PaginatedCardsProps } from "./PaginatedCards.js";

/** A list block's whole body: its section heading over a paginated source's cards, then anything after them (a "more" link). */
export function CardListSection<T extends { id: number }>({
  heading,
  children,
  ...cards
}: PaginatedCardsProps<T> & { heading: { eyebrow?: string; title?: string; subtitle?: string }; children?: ReactNode }) {
  // Without `children` the cards are the section's only child, not one of two: React's useId, and so Mantine's
  // generated class names in the page, depend on how many children an element has.
  return (
    <BlockSection heading={heading}>
      {children === undefined ? (
        <PaginatedCards {...cards} />
      ) : (
        <>
          <PaginatedCards {...cards} />
          {children}
        </>
      )}
    </BlockSection>
  );
}
