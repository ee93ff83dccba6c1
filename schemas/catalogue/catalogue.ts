import type { FromSchema } from "json-schema-to-ts";
import catalogueJson from "../catalogue.json" with { type: "json" };
import type { catalogueEntrySchema, catalogueHostSchema, catalogueParamSchema } from "../catalogue.schema.js";
import type { hostRoles } from "./hostRoles.js";

export type HostRole = (typeof hostRoles)[number];
export type CatalogueParam = FromSchema<typeof catalogueParamSchema>;
export type CatalogueEntry = FromSchema<typeof catalogueEntrySchema>;
export type CatalogueHost = FromSchema<typeof catalogueHostSchema>;
export interface Catalogue {
  hosts: Record<HostRole, CatalogueHost>;
  entries: CatalogueEntry[];
}

/** The catalogue as shipped; it is validated against its schema by the tests and the validate CLI. */
export const catalogue = catalogueJson as Catalogue;

const byId = new Map(catalogue.entries.map((entry) => [entry.id, entry]));

export function findCatalogueEntry(id: string): CatalogueEntry | undefined {
  return byId.get(id);
}

export function getCatalogueEntry(id: string): CatalogueEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown catalogue source '${id}'; known sources: ${[...byId.keys()].join(", ")}`);
  return entry;
}

/** Where the embedded platform serves every host role (each role's `embeddedPath` lies under it). */
export const PLATFORM_PATH = "/_platform";

/** Base URL of every host role on the embedded platform at `origin` ("" gives root-relative URLs). */
export function embeddedBaseUrls(origin: string): Record<HostRole, string> {
  return Object.fromEntries(Object.entries(catalogue.hosts).map(([role, host]) => [role, `${origin}${host.embeddedPath}`])) as Record<HostRole, string>;
}
