/** `code` with every character above U+007F written as a `\uXXXX` escape. */
export function asciiSource(code: string): string;
/** Rewrites the given module files ASCII-only, in place. */
export function writeAsciiSources(files: string[]): void;
