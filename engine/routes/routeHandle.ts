/** What every route object carries in `handle`: its title key and the HTTP status it answers with. */
export interface RouteHandle {
  routeName: string;
  status?: number;
}

export const NOT_FOUND_ROUTE = "not-found";

export function routeNameOf(matches: readonly { handle?: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.routeName) return handle.routeName;
  }
  return NOT_FOUND_ROUTE;
}

export function routeStatusOf(matches: readonly { handle?: unknown }[]): number {
  const last = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return last?.status ?? 200;
}
