import type { FromSchema } from "json-schema-to-ts";
import type { HeadRecord, RouteParams } from "../../../engine/index.js";
import entriesJson from "./entries.json" with { type: "json" };
import { PORTFOLIO_KINDS, type portfolioEntrySchema } from "./portfolioEntrySchema.js";

export type PortfolioEntry = FromSchema<typeof portfolioEntrySchema>;
export type PortfolioKind = PortfolioEntry["kind"];

/** The static portfolio: three corporate and three government entries (data, checked against the schema by the unit tests). */
export const portfolioEntries = entriesJson as readonly PortfolioEntry[];

export const KIND_LABELS: Record<PortfolioKind, string> = { corporate: "Korporat", government: "Pemerintahan" };

/** A route's `type` segment as a kind (case-insensitive), or undefined. */
export function portfolioKind(value: string | undefined): PortfolioKind | undefined {
  const lower = value?.toLowerCase();
  return PORTFOLIO_KINDS.find((kind) => kind === lower);
}

export function portfolioPath(entry: Pick<PortfolioEntry, "kind" | "slug">): string {
  return `/Portfolio/${entry.kind}/${entry.slug}`;
}

/** The entry at `/Portfolio/{type}/{title}`; both segments must match (case-insensitively). */
export function findPortfolioEntry(type: string | undefined, title: string | undefined): PortfolioEntry | undefined {
  if (!title) return undefined;
  const slug = title.toLowerCase();
  return portfolioEntries.find((entry) => entry.slug === slug && (type === undefined || entry.kind === type.toLowerCase()));
}

/**
 * The head record of `/Portfolio/{type?}/{title?}`: an entry's title, summary and cover; nothing for
 * the list views; `null` (a 404) for an unknown kind or entry.
 */
export function portfolioHead(params: RouteParams): HeadRecord | null | undefined {
  if (params.type !== undefined && !portfolioKind(params.type)) return null;
  if (params.title === undefined) return undefined;
  const entry = findPortfolioEntry(params.type, params.title);
  return entry ? { title: entry.title, description: entry.summary, image: entry.cover } : null;
}
