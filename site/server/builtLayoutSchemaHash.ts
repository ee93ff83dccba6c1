// Replaced by the build (esbuild `define`, site/scripts/build.mjs); not defined in a source run.
declare const __LAYOUT_SCHEMA_HASH__: string | undefined;

/**
 * The hash of the layout schema the server bundle was built with, computed by the build that generated its
 * validators: the bundle's schema never changes, so its start does not build the schema again to hash it
 * (some 50 ms). Undefined in a source run, where the schema is whatever the sources say now.
 */
export const builtLayoutSchemaHash: string | undefined = typeof __LAYOUT_SCHEMA_HASH__ === "string" ? __LAYOUT_SCHEMA_HASH__ : undefined;
