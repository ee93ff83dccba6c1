import type { CatalogueEntry, CatalogueParam } from "../../schemas/catalogue/catalogue.js";

/** The entry's parameter a form field fills, by name; none without an entry or for a field it has no parameter for. */
export function paramOf(entry: CatalogueEntry | undefined, name: string): CatalogueParam | undefined {
  return entry?.params.find((p) => p.name === name);
}
