/** A brand's records of one kind numbered from its id base, in content order. */
export function idsBySlug(base: number, items: readonly { slug: string }[]): Map<string, number> {
  return new Map(items.map((item, index) => [item.slug, base + index + 1]));
}

/** The id of the record a brand's content refers to by slug; a slug that names none stops the brand's seed. */
export function lookupId(map: ReadonlyMap<string, number>, slug: string, what: string, brand: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`Seed of '${brand}' refers to unknown ${what} '${slug}'`);
  return id;
}
