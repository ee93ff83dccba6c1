import type { LayoutDocument, LayoutRoute } from "./types.js";

/**
 * A child layout over its parent: the child's routes replace the parent's routes of the same name
 * in place and new ones follow; titles merge per language; shell sections merge key by key.
 */
export function mergeLayouts(parent: LayoutDocument, child: LayoutDocument): LayoutDocument {
  const childRoutes = new Map((child.routes ?? []).map((route) => [route.name, route]));
  const routes: LayoutRoute[] = (parent.routes ?? []).map((route) => childRoutes.get(route.name) ?? route);
  const inherited = new Set(routes.map((route) => route.name));
  routes.push(...(child.routes ?? []).filter((route) => !inherited.has(route.name)));

  const shell = { ...parent.shell, ...child.shell };
  if (parent.shell?.header || child.shell?.header) shell.header = { ...parent.shell?.header, ...child.shell?.header };
  if (parent.shell?.footer || child.shell?.footer) shell.footer = { ...parent.shell?.footer, ...child.shell?.footer };

  return {
    id: child.id,
    abstract: child.abstract,
    language: child.language ?? parent.language,
    titles: {
      id: { ...parent.titles?.id, ...child.titles?.id },
      en: { ...parent.titles?.en, ...child.titles?.en },
    },
    shell,
    routes,
  };
}
