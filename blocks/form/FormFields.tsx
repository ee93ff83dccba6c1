import { SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { dependentFields, isShown } from "./fieldChoices.js";
import { choicesOf, type ChoicesState } from "./fieldChoices.js";
import { FieldInput } from "./FieldInput.js";
import type { UploadFile } from "./UploadFile.js";
import type { FormField } from "../shared/form/fieldRules.js";
import { paramOf } from "./paramOf.js";
import type { UploadLimits } from "./uploadLimits.js";

/** The fields of a form block that its values show, one under another. */
export function FormFields({
  fields,
  form,
  entry,
  choicesFor,
  limits,
  sendFile,
}: {
  fields: readonly FormField[];
  form: UseFormReturnType<Record<string, string>>;
  entry: CatalogueEntry | undefined;
  choicesFor: (name: string) => { data: unknown; state: ChoicesState };
  limits: UploadLimits | undefined;
  sendFile: UploadFile | undefined;
}) {
  const appointment = entry?.checks?.includes("appointmentSlot") ?? false;

  /** A new value clears the fields whose options were asked with the old one (a new province, no city). */
  const inputPropsOf = (name: string) => {
    const input = form.getInputProps(name);
    const dependents = dependentFields(fields, name);
    if (dependents.length === 0) return { ...input, name };
    return {
      ...input,
      name,
      onChange: (next: unknown) => {
        input.onChange(next);
        for (const dependent of dependents) form.setFieldValue(dependent, "");
      },
    };
  };

  return (
    <SimpleGrid cols={1} spacing="md">
      {fields
        .filter((field) => isShown(field, form.values))
        .map((field) => {
          const choices = choicesFor(field.name);
          return (
            <FieldInput
              key={field.name}
              field={field}
              appointment={appointment}
              bounds={{ min: paramOf(entry, field.name)?.minimum, max: paramOf(entry, field.name)?.maximum }}
              choices={choicesOf(field, choices.data)}
              choicesState={choices.state}
              inputProps={inputPropsOf(field.name)}
              upload={limits && { limits, send: sendFile, onError: (message) => form.setFieldError(field.name, message) }}
            />
          );
        })}
    </SimpleGrid>
  );
}
