/** Page sizes: lists of classes, careers, programs and events show 6 a page, posts 10. */
export const DEFAULT_LIST_PAGE_SIZE = 6;
export const POST_PAGE_SIZE = 10;
/** Schools and teams lists show 10 a page, and program/schools when no pageSize is given. */
export const SCHOOL_PAGE_SIZE = 10;
export const PROGRAM_SCHOOLS_PAGE_SIZE = 10;
/** Blog first page. */
export const FIRST_PAGE = 1;

export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
  readonly offset: number;
}

export function pageRequest(page: number | undefined, pageSize: number | undefined, defaultSize: number): PageRequest {
  const current = page ?? FIRST_PAGE;
  const perPage = pageSize ?? defaultSize;
  return { page: current, perPage, offset: (current - 1) * perPage };
}
