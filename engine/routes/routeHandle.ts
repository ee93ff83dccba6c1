/** What every route object carries in `handle`: its title key and the HTTP status it answers with. */
export interface RouteHandle {
  routeName: string;
  status?: number;
}

export const NOT_FOUND_ROUTE = "not-found";

/** The route name of the deepest matched route that has one (handles ordered root first). */
export function routeNameOf(handles: readonly unknown[]): string {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i] as RouteHandle | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return NOT_FOUND_ROUTE;
}

export function routeStatusOf(handles: readonly unknown[]): number {
  return (handles[handles.length - 1] as RouteHandle | undefined)?.status ?? 200;
}
