import { useForm } from "@mantine/form";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { entryCheckProblem } from "../../schemas/catalogue/entryChecks.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import { isShown, OTHER_CHOICE } from "./fieldChoices.js";
import { fieldError, type FormField } from "../shared/form/fieldRules.js";
import { paramOf } from "./paramOf.js";

/** The form block's values (every field, empty at first) and how they are checked before sending. */
export function useBlockForm(
  blockId: string,
  fields: readonly FormField[],
  entry: CatalogueEntry | undefined,
  sentValues: (values: Record<string, string>) => ParamValues,
) {
  return useForm<Record<string, string>>({
    // Names the inputs' data-path per block, so a page with two forms finds each one's own fields.
    name: blockId,
    mode: "controlled",
    initialValues: Object.fromEntries(fields.map((field) => [field.name, ""])),
    // Each field's parameter rules, then the entry's rules over several fields (an appointment's
    // slot), which the platform runs too: the visitor sees the same sentence either side would say.
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of fields) {
        if (!isShown(field, values) || values[field.name] === OTHER_CHOICE) continue;
        const error = fieldError(field, field.sent === false ? undefined : paramOf(entry, field.name), values[field.name] ?? "");
        if (error) errors[field.name] = error;
      }
      const problem = entry && Object.keys(errors).length === 0 ? entryCheckProblem(entry, sentValues(values)) : null;
      if (problem) errors[problem.field] = problem.message;
      return errors;
    },
  });
}
