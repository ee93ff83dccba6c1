import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { Binding } from "../../engine/index.js";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import type { FormField } from "../shared/form/fieldRules.js";

interface FormItem {
  data?: Record<string, Binding>;
}

type Problem = Pick<LayoutProblem, "pointer" | "message">;

/**
 * What the schema cannot say of a form's selects, cascades and files: a field's own options source
 * is a catalogue read with parameters it has, a `{ field }` reference names a field shown before it,
 * an `onlyWithOther` field follows a select with an `other` option, and a file has somewhere to go.
 */
export function choicesProblems(item: FormItem, fields: readonly FormField[]): Problem[] {
  const problems: Problem[] = [];
  fields.forEach((field, i) => {
    const at = `/props/fields/${i}`;
    const before = fields.slice(0, i);
    const from = field.choicesFrom;
    if (from && field.kind !== "select")
      problems.push({ pointer: `${at}/kind`, message: `Field '${field.name}' takes its options from a source, so its kind must be 'select'` });
    if (from && !from.source && !item.data?.choices) {
      problems.push({
        pointer: `${at}/choicesFrom`,
        message: `Field '${field.name}' takes its options from 'choices', but the block has no 'choices' source; expected data.choices or choicesFrom.source`,
      });
    }
    if (from?.params && !from.source)
      problems.push({
        pointer: `${at}/choicesFrom/params`,
        message: `Field '${field.name}' has choicesFrom.params but no choicesFrom.source; the 'choices' source takes its params in data.choices`,
      });
    if (from?.source) {
      const entry = findCatalogueEntry(from.source);
      if (!entry) problems.push({ pointer: `${at}/choicesFrom/source`, message: `Source '${from.source}' is not in the catalogue` });
      else if (entry.method !== "GET" || (entry.envelope !== "generic" && entry.envelope !== "paginated")) {
        problems.push({
          pointer: `${at}/choicesFrom/source`,
          message: `Source '${from.source}' is a ${entry.method} with the '${entry.envelope}' envelope; a select's options come from a GET answering a list (generic or paginated)`,
        });
      } else {
        for (const [name, bound] of Object.entries(from.params ?? {})) {
          if (!entry.params.some((param) => param.name === name)) {
            problems.push({
              pointer: `${at}/choicesFrom/params/${name}`,
              message: `'${name}' is not a parameter of '${entry.id}'; expected one of ${entry.params.map((p) => `'${p.name}'`).join(", ") || "none"}`,
            });
          }
          if (typeof bound === "object" && !before.some((other) => other.name === bound.field)) {
            problems.push({
              pointer: `${at}/choicesFrom/params/${name}/field`,
              message: `Field '${bound.field}' is not a field shown before '${field.name}'; expected one of ${before.map((other) => `'${other.name}'`).join(", ") || "none (it is the first field)"}`,
            });
          }
        }
        for (const param of entry.params.filter((p) => p.required && from.params?.[p.name] === undefined)) {
          problems.push({
            pointer: `${at}/choicesFrom/params`,
            message: `Required parameter '${param.name}' of '${entry.id}' has no value; expected a constant or { "field": … }`,
          });
        }
      }
    }
    if (field.onlyWithOther && !before.some((other) => other.name === field.onlyWithOther && other.choicesFrom?.other)) {
      problems.push({
        pointer: `${at}/onlyWithOther`,
        message: `Field '${field.onlyWithOther}' is not a select shown before '${field.name}' with an 'other' option; expected one of ${
          before
            .filter((other) => other.choicesFrom?.other)
            .map((other) => `'${other.name}'`)
            .join(", ") || "none"
        }`,
      });
    }
    if (field.kind === "file" && !item.data?.upload)
      problems.push({
        pointer: `${at}/kind`,
        message: `Field '${field.name}' is a file, but the block has no 'upload' source; expected data.upload with source 'drive.upload'`,
      });
  });
  const upload = item.data?.upload ? findCatalogueEntry(item.data.upload.source) : undefined;
  if (upload && !upload.params.some((param) => param.name === "contentType" && param.enum)) {
    problems.push({
      pointer: "/data/upload/source",
      message: `Source '${upload.id}' does not say which file types it takes; expected an upload entry with a 'contentType' enum and a 'data' length, such as 'drive.upload'`,
    });
  }
  return problems;
}
