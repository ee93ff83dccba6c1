import { Textarea, TextInput } from "@mantine/core";
import { DateField } from "./DateField.js";
import type { Choice, ChoicesState } from "./fieldChoices.js";
import { FIELD_PARTS } from "./fieldParts.js";
import type { FormField } from "../shared/form/fieldRules.js";
import type { UploadFile } from "./UploadFile.js";
import { lazyPart } from "../../engine/react.js";
import type { UploadLimits } from "./uploadLimits.js";
import { TimeField } from "./TimeField.js";

// The kinds only some forms have, each in a chunk of its own (see fieldParts.ts): the file field's drop area
// (@mantine/dropzone), the dropdown select (Combobox, Popover, floating-ui), the amount's number field, the
// stars, the password with its show button, the checkbox.
const FileFieldPart = lazyPart(() => import("./FileField.js").then((module) => module.FileField));
const SelectFieldPart = lazyPart(() => import("./SelectField.js").then((module) => module.SelectField));
const AmountFieldPart = lazyPart(() => import("./AmountField.js").then((module) => module.AmountField));
const RatingFieldPart = lazyPart(() => import("./RatingField.js").then((module) => module.RatingField));
const PasswordFieldPart = lazyPart(() => import("./PasswordField.js").then((module) => module.PasswordField));
const CheckboxFieldPart = lazyPart(() => import("./CheckboxField.js").then((module) => module.CheckboxField));

/** The form's lazy parts by name, as FIELD_PARTS names them. */
export const formLazyParts = {
  [FIELD_PARTS.file]: FileFieldPart,
  [FIELD_PARTS.select]: SelectFieldPart,
  [FIELD_PARTS.amount]: AmountFieldPart,
  [FIELD_PARTS.rating]: RatingFieldPart,
  [FIELD_PARTS.password]: PasswordFieldPart,
  [FIELD_PARTS.checkbox]: CheckboxFieldPart,
};

export interface FieldInputProps {
  field: FormField;
  inputProps: Record<string, unknown>;
  choices: Choice[];
  choicesState?: ChoicesState;
  appointment: boolean;
  bounds?: { min?: number; max?: number };
  /** For a `file` field: the upload entry's limits and the sender. */
  upload?: { limits: UploadLimits; send: UploadFile | undefined; onError: (message: string) => void };
}

/** One field as the visitor fills it, by its kind; the form's input props (value, error, events) pass through. */
export function FieldInput({ field, inputProps, choices, choicesState, appointment, bounds, upload }: FieldInputProps) {
  const common = { label: field.label, description: field.description, placeholder: field.placeholder, withAsterisk: field.required, ...inputProps };
  // Kinds whose control is not one input take the form's value and change handler apart from the rest.
  const { value, onChange, ...rest } = common as typeof common & { value: string; onChange: (value: string) => void };
  if (field.kind === "file" && upload)
    return <FileFieldPart common={rest} value={value} onChange={onChange} onError={upload.onError} limits={upload.limits} upload={upload.send} />;
  if (field.kind === "checkbox") return <CheckboxFieldPart common={rest} value={value} onChange={onChange} />;
  if (field.kind === "amount")
    return <AmountFieldPart common={rest} value={value} onChange={onChange} presets={field.presets ?? []} min={bounds?.min} max={bounds?.max} />;
  if (field.kind === "date") return <DateField common={rest} value={value} onChange={onChange} appointment={appointment} />;
  if (field.kind === "time") return <TimeField common={common} appointment={appointment} />;
  if (field.kind === "rating")
    return <RatingFieldPart name={field.name} common={rest} value={value} onChange={onChange} dataPath={String(inputProps["data-path"] ?? "")} />;
  if (field.kind === "textarea") return <Textarea autosize minRows={4} {...common} />;
  if (field.kind === "select") return <SelectFieldPart field={field} common={common} choices={choices} choicesState={choicesState} />;
  if (field.kind === "password") return <PasswordFieldPart common={common} />;
  const type = field.kind === "tel" ? "tel" : field.kind === "email" ? "email" : "text";
  return <TextInput type={type} autoComplete={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : undefined} {...common} />;
}
