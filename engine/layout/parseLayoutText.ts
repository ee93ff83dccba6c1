import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
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

export type ParsedLayoutText = { ok: true; text: string; tree: Node; value: unknown } | { ok: false; problems: LayoutProblem[] };

/** One file of the layouts folder parsed strictly (no comments, no trailing commas), within the size and depth limits. */
export function parseLayoutText(source: string, file: string): ParsedLayoutText {
  // Editors on Windows save a byte order mark; it is not part of the document.
  const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
  const at = (offset: number, message: string): LayoutProblem => ({ file, ...offsetToPosition(text, offset), pointer: "", message });
  const limit = jsonLimitProblem(text);
  if (limit) return { ok: false, problems: [at(limit.offset, limit.message)] };
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (syntax.length || !tree) {
    const problems = syntax.map((e) => at(e.offset, `Invalid JSON: ${SYNTAX_HINTS[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error)}`));
    return { ok: false, problems: problems.length ? problems : [at(0, "Invalid JSON: the file is empty")] };
  }
  return { ok: true, text, tree, value: JSON.parse(text) as unknown };
}
