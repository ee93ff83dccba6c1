/** Spec §9 business constants. */
export const DEFAULT_LIST_PAGE_SIZE = 6;
export const POST_PAGE_SIZE = 10;

export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
  readonly offset: number;
}

export function pageRequest(page: number | undefined, pageSize: number | undefined, defaultSize: number): PageRequest {
  const current = page ?? 1;
  const perPage = pageSize ?? defaultSize;
  return { page: current, perPage, offset: (current - 1) * perPage };
}
