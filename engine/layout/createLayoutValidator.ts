import type { ErrorObject } from "ajv";
import { parseTree, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract } from "./BlockContract.js";
import { buildLayoutSchema } from "./buildLayoutSchema.js";
import { checkRouteRecords } from "./checkBindingRecords.js";
import { checkLayoutReferences, type ReferenceProblem } from "./checkLayoutReferences.js";
import { createLayoutAjv } from "./createLayoutAjv.js";
import { describeAjvError } from "../../schemas/documents/describeAjvError.js";
import { jsonLimitProblem } from "./jsonLimits.js";
import { migrateLayout } from "./migrations/migrateLayout.js";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import type { LayoutSchemaCheck } from "./LayoutSchemaCheck.js";
import { existingPointer, offsetToPosition, pointerOffset } from "../../schemas/documents/sourcePositions.js";
import type { LayoutDocument, LayoutRoute } from "./types.js";

/** A file written in an older layout format: the format it had and the steps that upgraded it in memory. */
export interface LayoutFormatUpgrade {
  from: number;
  steps: readonly string[];
}

export type LayoutValidation = { ok: true; document: LayoutDocument; upgraded?: LayoutFormatUpgrade } | { ok: false; problems: LayoutProblem[] };
export interface LayoutValidator {
  (text: string, file: string): LayoutValidation;
  /** What the validator checks of one route that merging may bring together again (pointers relative to the route). */
  readonly checkRoute: (route: LayoutRoute) => ReferenceProblem[];
}

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

/**
 * A source the catalogue has, in a slot that does not take it (another envelope, or a write in a read
 * slot), is not "unknown": say what it is, so the operator looks for another source, not a typo.
 */
function unfitSourceMessage(catalogue: Catalogue, error: ErrorObject, message: string): string | undefined {
  const params = error.params as { tag?: unknown; tagValue?: unknown; error?: unknown };
  if (error.keyword !== "discriminator" || params.tag !== "source" || params.error !== "mapping") return undefined;
  const entry = catalogue.entries.find((candidate) => candidate.id === params.tagValue);
  if (!entry) return undefined;
  const what = entry.method === "GET" ? `answers ${entry.envelope === "generic" ? "a generic envelope" : `the ${entry.envelope} envelope`}` : `is a ${entry.method} (a write)`;
  return message.replace(/^Unknown data source '[^']*'/, `Data source '${entry.id}' ${what}, which this slot does not take`);
}

/** Drops errors from inside a failed anyOf/oneOf: the anyOf's own sentence says what was expected. */
function withoutBranchNoise(errors: ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").map((e) => `${e.schemaPath}/`);
  return errors.filter((e) => !unions.some((prefix) => e.schemaPath.startsWith(prefix)));
}

/**
 * The returned function validates one file's text. The schema check is the build's precompiled one when
 * given (loadLayoutValidator.ts); otherwise the layout schema is compiled here, once.
 */
export function createLayoutValidator(
  blocks: readonly BlockContract[],
  catalogue: Catalogue,
  validate: LayoutSchemaCheck = createLayoutAjv().compile(buildLayoutSchema(blocks, catalogue)),
): LayoutValidator {
  const byType = new Map(blocks.map((block) => [block.type, block]));
  const checkRoute = (route: LayoutRoute) => checkRouteRecords(route, byType, catalogue);
  const recordChecks = (layout: LayoutDocument) =>
    (layout.routes ?? []).flatMap((route, r) => checkRoute(route).map((p) => ({ ...p, pointer: `/routes/${r}${p.pointer}` })));
  const blockChecks = (layout: LayoutDocument) =>
    (layout.routes ?? []).flatMap((route, r) =>
      (route.blocks ?? []).flatMap((item, b) =>
        (byType.get(item.type)?.check?.(item) ?? []).map((p) => ({ ...p, pointer: `/routes/${r}/blocks/${b}${p.pointer}` })),
      ),
    );

  const validateText = (source: string, file: string): LayoutValidation => {
    // Editors on Windows save a byte order mark; it is not part of the document.
    const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
    const limit = jsonLimitProblem(text);
    if (limit) return { ok: false, problems: [{ file, ...offsetToPosition(text, limit.offset), pointer: "", message: limit.message }] };
    const syntax: ParseError[] = [];
    const tree = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const at = (offset: number, pointer: string, message: string): LayoutProblem => ({ file, ...offsetToPosition(text, offset), pointer, message });

    if (syntax.length || !tree) {
      const problems = syntax.map((e) => at(e.offset, "", `Invalid JSON: ${SYNTAX_HINTS[printParseErrorCode(e.error)] ?? printParseErrorCode(e.error)}`));
      return { ok: false, problems: problems.length ? problems : [at(0, "", "Invalid JSON: the file is empty")] };
    }
    // An older format is upgraded first; the migrations change values, not the shape, so every pointer
    // into the upgraded document still points into the file the operator wrote.
    const upgrade = migrateLayout(JSON.parse(text));
    if (!upgrade.ok) return { ok: false, problems: [at(pointerOffset(tree, "/format"), "/format", upgrade.message)] };
    const document = upgrade.document;
    const upgraded = upgrade.steps.length ? { from: upgrade.from, steps: upgrade.steps } : undefined;

    if (!validate(document)) {
      const problems = withoutBranchNoise(validate.errors ?? []).map((error) => {
        const { pointer, message, atKey } = describeAjvError(error);
        return at(pointerOffset(tree, pointer, atKey), pointer, unfitSourceMessage(catalogue, error, message) ?? message);
      });
      return { ok: false, problems };
    }
    const layout = document as LayoutDocument;
    const references = [...checkLayoutReferences(layout), ...blockChecks(layout), ...recordChecks(layout)];
    if (references.length) {
      return {
        ok: false,
        problems: references.map((p) => {
          const pointer = existingPointer(tree, p.pointer);
          return at(pointerOffset(tree, pointer), pointer, p.message);
        }),
      };
    }
    return { ok: true, document: layout, ...(upgraded && { upgraded }) };
  };
  return Object.assign(validateText, { checkRoute });
}
