import type { ValidateFunction } from "ajv";
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { describeAjvError } from "../../../schemas/documents/describeAjvError.js";
import type { LayoutProblem } from "../../../schemas/documents/LayoutProblem.js";
import { parsedSource } from "../../../schemas/documents/parsedSource.js";
import { offsetToPosition, pointerOffset } from "../../../schemas/documents/sourcePositions.js";

/** Where a problem sits in a checked document, in the layout problems' `file:line:col` form. */
export type ProblemAt = (pointer: string, message: string, atKey?: boolean) => LayoutProblem;

/**
 * One JSON data file parsed (strict JSON: no comments, no trailing commas) and checked against its schema:
 * the data, with a way to locate further problems in the same text, or every problem located.
 */
export function checkJsonDocument<T>(
  file: string,
  text: string,
  validate: ValidateFunction<T>,
): { ok: true; data: T; problemAt: ProblemAt } | { ok: false; problems: LayoutProblem[] } {
  let data: unknown;
  try {
    // The fast path: JSON.parse accepts nothing the strict parse below refuses.
    data = JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    data = parse(text, errors, { allowTrailingComma: false, disallowComments: true });
    if (errors.length) {
      const { error, offset } = errors[0]!;
      return { ok: false, problems: [{ file, ...offsetToPosition(text, offset), pointer: "", message: `Invalid JSON: ${printParseErrorCode(error)}` }] };
    }
  }
  // The tree that locates a problem is built for the first problem only.
  const source = parsedSource(file, text);
  const problemAt: ProblemAt = (pointer, message, atKey = false) => ({
    file,
    ...offsetToPosition(text, pointerOffset(source.tree, pointer, atKey)),
    pointer,
    message,
  });
  if (!validate(data)) {
    return {
      ok: false,
      problems: (validate.errors ?? []).map((error) => {
        const { pointer, message, atKey } = describeAjvError(error);
        return problemAt(pointer, message, atKey);
      }),
    };
  }
  return { ok: true, data, problemAt };
}
