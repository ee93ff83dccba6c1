import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import { parsedSource, type ParsedSource } from "../../schemas/documents/parsedSource.js";
import { offsetToPosition } from "../../schemas/documents/sourcePositions.js";
import { jsonLimitProblem } from "./jsonLimits.js";

const SYNTAX_HINTS: Partial<Record<string, string>> = {
  CommaExpected: "Expected a comma between values",
  ColonExpected: "Expected a colon after the property name",
  PropertyNameExpected: "Expected a property name in double quotes",
  ValueExpected: "Expected a value",
  CloseBraceExpected: "Expected '}' to close the object",
  CloseBracketExpected: "Expected ']' to close the array",
  EndOfFileExpected: "Expected the end of the file after the document",
  InvalidSymbol: "Unexpected character",
  UnexpectedEndOfString: "Unterminated string",
  UnexpectedEndOfComment: "Unterminated comment",
  InvalidCommentToken: "Comments are not allowed in JSON",
};

/** `source.tree` is built when first read: only a problem to locate needs it. */
export type ParsedLayoutText = { ok: true; source: ParsedSource; value: unknown } | { ok: false; problems: LayoutProblem[] };

/** One file of the layouts folder parsed strictly (no comments, no trailing commas), within the size and depth limits. */
export function parseLayoutText(source: string, file: string): ParsedLayoutText {
  // Editors on Windows save a byte order mark; it is not part of the document.
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const at = (offset: number, message: string): LayoutProblem => ({ file, ...offsetToPosition(text, offset), pointer: "", message });
  const limit = jsonLimitProblem(text);
  if (limit) return { ok: false, problems: [at(limit.offset, limit.message)] };
  try {
    return { ok: true, source: parsedSource(file, text), value: JSON.parse(text) as unknown };
  } catch (error) {
    // JSON.parse accepts nothing the strict parse refuses, so it is the fast path; what it refuses, the
    // strict parse locates and explains (JSON.parse's message depends on the engine). JSON.parse also
    // refuses a few white-space characters the strict parse allows: such a file fails as it always did.
    const syntax: ParseError[] = [];
    const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (syntax.length || !tree) {
      const problems = syntax.map((e) => at(e.offset, `Invalid JSON: ${SYNTAX_HINTS[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error)}`));
      return { ok: false, problems: problems.length ? problems : [at(0, "Invalid JSON: the file is empty")] };
    }
    throw error;
  }
}
