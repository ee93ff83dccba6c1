import { createContext, useContext, type ReactNode } from "react";

/** A heading rank Mantine's `Title` and plain `h1`…`h6` take. */
export type HeadingOrder = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The rank of a block's own heading on its page: 1 for the block that titles the page, 2 for the
 * others. Blocks do not know where a layout puts them, so the page decides (see pageHeadingIndex)
 * and each block ranks its headings relative to this one: one h1 per page, no skipped level.
 */
const HeadingLevelContext = createContext<HeadingOrder>(2);

export function HeadingLevelProvider({ level, children }: { level: HeadingOrder; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/**
 * The rank of a heading `depth` levels under the block's own (0: the block's title, 1: its
 * sections or cards, …), capped at h6.
 */
export function useHeadingOrder(): (depth?: number) => HeadingOrder {
  const level = useContext(HeadingLevelContext);
  return (depth = 0) => Math.min(6, level + depth) as HeadingOrder;
}

/** A plain heading element of the rank `useHeadingOrder` gives, for blocks that do not use Mantine's `Title`. */
export function Heading({ depth = 0, ...props }: { depth?: number } & React.HTMLAttributes<HTMLHeadingElement> & { ref?: React.Ref<HTMLHeadingElement> }) {
  const Tag = `h${useHeadingOrder()(depth)}` as const;
  return <Tag {...props} />;
}

/**
 * Content under a heading: its headings rank one below it. Without the heading (`under` false) they
 * keep the rank it would have had, so a list without a title still has no skipped level.
 */
export function HeadingsUnder({ under, children }: { under: boolean; children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return <HeadingLevelProvider level={under ? (Math.min(6, level + 1) as HeadingOrder) : level}>{children}</HeadingLevelProvider>;
}
