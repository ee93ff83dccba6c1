/** Writes the standalone validator modules into `outDir` (dist/server/validators/ by default); returns their paths and the layout schema's hash. */
export function buildValidators(root: string, outDir?: string): Promise<{ files: string[]; layoutSchemaHash: string }>;
