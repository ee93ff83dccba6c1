import type { ErrorObject } from "ajv";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract } from "./BlockContract.js";
import { buildLayoutSchema } from "./buildLayoutSchema.js";
import { checkRouteRecords } from "./checkBindingRecords.js";
import { checkLayoutReferences, type ReferenceProblem } from "./checkLayoutReferences.js";
import { createLayoutAjv } from "./createLayoutAjv.js";
import { describeAjvError } from "../../schemas/documents/describeAjvError.js";
import { expandIncludes, type LayoutFileTexts } from "./expandIncludes.js";
import { locateInSources, type IncludeSite } from "./locateInSources.js";
import { parseLayoutText } from "./parseLayoutText.js";
import { migrateLayout } from "./migrations/migrateLayout.js";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import type { LayoutSchemaCheck } from "./LayoutSchemaCheck.js";
import { offsetToPosition, pointerOffset } from "../../schemas/documents/sourcePositions.js";
import type { LayoutDocument, LayoutRoute } from "./types.js";

/** A file written in an older layout format: the format it had and the steps that upgraded it in memory. */
export interface LayoutFormatUpgrade {
  from: number;
  steps: readonly string[];
}

/**
 * `document` is the file with its `$include`s taken in (what is served); `written` the file as written
 * (upgraded to the current format, includes not taken in: what `validate --fix` writes back);
 * `includes` where each included value came from, to locate later problems in it.
 */
export type LayoutValidation =
  | { ok: true; document: LayoutDocument; upgraded?: LayoutFormatUpgrade; written?: LayoutDocument; includes?: readonly IncludeSite[] }
  | { ok: false; problems: LayoutProblem[] };
export interface LayoutValidator {
  /** `files`: the other files of the layouts folder by path, where `$include` targets are looked up (none without it). */
  (text: string, file: string, files?: LayoutFileTexts): LayoutValidation;
  /** What the validator checks of one route that merging may bring together again (pointers relative to the route). */
  readonly checkRoute: (route: LayoutRoute) => ReferenceProblem[];
}

/**
 * A source the catalogue has, in a slot that does not take it (another envelope, or a write in a read
 * slot), is not "unknown": say what it is, so the operator looks for another source, not a typo.
 */
function unfitSourceMessage(catalogue: Catalogue, error: ErrorObject, message: string): string | undefined {
  const params = error.params as { tag?: unknown; tagValue?: unknown; error?: unknown };
  if (error.keyword !== "discriminator" || params.tag !== "source" || params.error !== "mapping") return undefined;
  const entry = catalogue.entries.find((candidate) => candidate.id === params.tagValue);
  if (!entry) return undefined;
  const what =
    entry.method === "GET"
      ? `answers ${entry.envelope === "generic" ? "a generic envelope" : `the ${entry.envelope} envelope`}`
      : `is a ${entry.method} (a write)`;
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

  const validateText = (source: string, file: string, files?: LayoutFileTexts): LayoutValidation => {
    const parsed = parseLayoutText(source, file);
    if (!parsed.ok) return parsed;
    const main = parsed.source;
    // An older format is upgraded first; the migrations change values, not the shape, so every pointer
    // into the upgraded document still points into the file the operator wrote.
    const upgrade = migrateLayout(parsed.value);
    if (!upgrade.ok) {
      return {
        ok: false,
        problems: [{ file, ...offsetToPosition(main.text, pointerOffset(main.tree, "/format")), pointer: "/format", message: upgrade.message }],
      };
    }
    const upgraded = upgrade.steps.length ? { from: upgrade.from, steps: upgrade.steps } : undefined;
    // Copy files are read as the current format: they are written in it, and migrations are for whole layouts.
    const expanded = expandIncludes(upgrade.document, main, files);
    if (expanded.problems.length) return { ok: false, problems: expanded.problems };
    const { document, includes } = expanded;
    const place = (pointer: string, options?: { atKey?: boolean; existing?: boolean }) => locateInSources(main, includes, pointer, options);

    if (!validate(document)) {
      const problems = withoutBranchNoise(validate.errors ?? []).map((error) => {
        const { pointer, message, atKey } = describeAjvError(error);
        return { ...place(pointer, { atKey }), message: unfitSourceMessage(catalogue, error, message) ?? message };
      });
      return { ok: false, problems };
    }
    const layout = document as LayoutDocument;
    const references = [...checkLayoutReferences(layout), ...blockChecks(layout), ...recordChecks(layout)];
    if (references.length) return { ok: false, problems: references.map((p) => ({ ...place(p.pointer, { existing: true }), message: p.message })) };
    return { ok: true, document: layout, written: upgrade.document as LayoutDocument, ...(includes.length && { includes }), ...(upgraded && { upgraded }) };
  };
  return Object.assign(validateText, { checkRoute });
}
