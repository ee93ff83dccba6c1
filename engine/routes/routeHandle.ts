/** What every route object carries in `handle`: its title key and the HTTP status it answers with. */
export interface RouteHandle {
  routeName: string;
  status?: number;
}

export const NOT_FOUND_ROUTE = "not-found";

export function routeStatusOf(handles: readonly unknown[]): number {
  return (handles[handles.length - 1] as RouteHandle | undefined)?.status ?? 200;
}
