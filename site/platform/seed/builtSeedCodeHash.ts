// Replaced by the build (esbuild `define`, site/scripts/build.mjs); not defined in a source run.
declare const __SEED_CODE_HASH__: string | undefined;

/**
 * The hash of the seed's code (every module seedPlatform imports), computed by the build: with the seed's
 * inputs it makes the fingerprint that lets a start skip a seed that would write what is stored already.
 * Undefined in a source run, whose code may have changed since the last start: there the seed always runs.
 */
export const builtSeedCodeHash: string | undefined = typeof __SEED_CODE_HASH__ === "string" ? __SEED_CODE_HASH__ : undefined;
