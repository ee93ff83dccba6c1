import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import type { ParsedSource } from "../../schemas/documents/parsedSource.js";
import { existingPointer, offsetToPosition, pointerOffset } from "../../schemas/documents/sourcePositions.js";

/** One `$include` taken into a layout: where it stands in the expanded document and the file its value came from. */
export interface IncludeSite {
  /** Pointer of the included value in the expanded document, e.g. `/routes/3/blocks/1/props`. */
  pointer: string;
  /** The copy file the value came from. */
  source: ParsedSource;
  /** Pointer of that value inside the copy file, e.g. `/props`. */
  base: string;
}

/**
 * Where a pointer into an expanded layout was written: in the file an `$include` took the value from
 * when it falls inside one (the deepest), else in the layout file itself. `existing` falls back to
 * the nearest member the file has (a check may name a missing one); `atKey` points at a property's key.
 */
export function locateInSources(
  main: ParsedSource,
  includes: readonly IncludeSite[] | undefined,
  pointer: string,
  options: { atKey?: boolean; existing?: boolean } = {},
): Pick<LayoutProblem, "file" | "line" | "col" | "pointer"> {
  let source: ParsedSource = main;
  let inFile = pointer;
  let depth = -1;
  for (const site of includes ?? []) {
    if ((pointer === site.pointer || pointer.startsWith(`${site.pointer}/`)) && site.pointer.length > depth) {
      source = site.source;
      inFile = site.base + pointer.slice(site.pointer.length);
      depth = site.pointer.length;
    }
  }
  const at = options.existing ? existingPointer(source.tree, inFile) : inFile;
  return { file: source.file, ...offsetToPosition(source.text, pointerOffset(source.tree, at, options.atKey)), pointer: at };
}
