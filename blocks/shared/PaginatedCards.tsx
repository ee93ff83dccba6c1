import "./blockSection.css";
import type { CSSProperties, ReactNode } from "react";
import type { Binding, PaginatedList, SourceState } from "../../engine/index.js";
import { EmptyText } from "./BlockSection.js";
import { PagePager, pageQueryKey } from "./PagePager.js";
import { SourceNotice } from "./SourceNotice.js";

export interface PaginatedCardsProps<T extends { id: number }> {
  state: SourceState<PaginatedList<T>>;
  binding: Binding | undefined;
  /** What the list holds, in words ("daftar kelas"): used in notices and the pager's name. */
  label: string;
  emptyText: string;
  columns?: number;
  column?: boolean;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paginated source as a grid (or a column) of cards: its loading and failure notice, the empty
 * text, and page links when the layout bound the page to a query value.
 */
export function PaginatedCards<T extends { id: number }>({
  state,
  binding,
  label,
  emptyText,
  columns = 3,
  column = false,
  renderItem,
}: PaginatedCardsProps<T>) {
  const list = state.data;
  const queryKey = pageQueryKey(binding);
  const opacity = state.fetching ? 0.6 : 1;
  return (
    <>
      <SourceNotice state={state} label={label} />
      {list && !list.items.length ? <EmptyText>{emptyText}</EmptyText> : null}
      {list?.items.length ? (
        column ? (
          <div className="card-column" style={{ opacity }}>
            {list.items.map(renderItem)}
          </div>
        ) : (
          <div className="card-grid" style={{ opacity, "--grid-cols": columns } as CSSProperties}>
            {list.items.map(renderItem)}
          </div>
        )
      ) : null}
      {list && queryKey ? <PagePager page={list.page} totalPages={list.totalPages} queryKey={queryKey} label={`Halaman ${label}`} /> : null}
    </>
  );
}
