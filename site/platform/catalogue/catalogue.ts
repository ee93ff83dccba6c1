import { catalogue, type Catalogue, type CatalogueEntry } from "../../../schemas/catalogue/catalogue.js";

// The types are the engine's, inferred from schemas/catalogue.schema.ts: no second copy here.
export { catalogue, type Catalogue, type CatalogueEntry, type CatalogueParam, type HostRole } from "../../../schemas/catalogue/catalogue.js";

export function findCatalogueEntry(id: string, source: Catalogue = catalogue): CatalogueEntry {
  const entry = source.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Catalogue entry '${id}' does not exist in schemas/catalogue.json`);
  return entry;
}

/**
 * The URL the embedded platform serves an entry on: the host's embedded path plus the entry's path, with each
 * `{name}` path parameter turned into Fastify's `:name`.
 */
export function embeddedUrl(entry: CatalogueEntry, source: Catalogue = catalogue): string {
  const host = source.hosts[entry.host];
  const base = host.embeddedPath.endsWith("/") ? host.embeddedPath : `${host.embeddedPath}/`;
  return base + entry.path.replace(/^\/+/, "").replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ":$1");
}
