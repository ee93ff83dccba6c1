import catalogueJson from "../../../schemas/catalogue.json" with { type: "json" };

export type ParamType = "integer" | "string" | "boolean" | "integer-list";

export interface CatalogueParam {
  readonly name: string;
  readonly in: "query" | "body" | "path" | "header";
  readonly type: ParamType;
  readonly required?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly enum?: readonly string[];
  readonly pattern?: string;
  readonly format?: string;
}

export interface CatalogueEntry {
  readonly id: string;
  readonly host: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: string;
  readonly params: readonly CatalogueParam[];
  readonly envelope: string;
  readonly success: readonly number[];
}

export interface CatalogueHost {
  readonly env: string;
  readonly embeddedPath: string;
}

export interface Catalogue {
  readonly hosts: Readonly<Record<string, CatalogueHost>>;
  readonly entries: readonly CatalogueEntry[];
}

// JSON imports widen literals to string; the shape is checked by the engine's catalogue validator.
export const catalogue = catalogueJson as Catalogue;

export function findCatalogueEntry(id: string, source: Catalogue = catalogue): CatalogueEntry {
  const entry = source.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Catalogue entry '${id}' does not exist in schemas/catalogue.json`);
  return entry;
}

/** The URL the embedded platform serves an entry on: the host's embedded path plus the entry's path. */
export function embeddedUrl(entry: CatalogueEntry, source: Catalogue = catalogue): string {
  const host = source.hosts[entry.host];
  if (!host) throw new Error(`Catalogue entry '${entry.id}' names unknown host '${entry.host}'`);
  const base = host.embeddedPath.endsWith("/") ? host.embeddedPath : `${host.embeddedPath}/`;
  return base + entry.path.replace(/^\/+/, "");
}
