/** The overview reads numbers at the dot paths its props name for the bound source (checked with the block). */
export const statsRecord = { type: "object" } as const;
