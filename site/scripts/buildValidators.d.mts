/** Writes the standalone validator modules into `outDir` (dist/server/validators/ by default); returns their paths. */
export function buildValidators(root: string, outDir?: string): Promise<string[]>;
