/** "Menjawab 'Ceritakan tentang Diri Anda'" → "menjawab-ceritakan-tentang-diri-anda". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
