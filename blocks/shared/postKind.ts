const KINDS: Record<string, string> = { news: "Berita", blog: "Blog", berita: "Berita", article: "Artikel" };

/** The Indonesian label of a post kind. */
export function postKindLabel(kind: string): string {
  return KINDS[kind] ?? kind;
}
