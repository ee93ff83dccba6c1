import { Input, PasswordInput, Rating, Select, Textarea, TextInput } from "@mantine/core";
import { RATING_COLOR } from "../shared/ratingColor.js";
import { AmountField } from "./AmountField.js";
import { CheckboxField } from "./CheckboxField.js";
import { DateField } from "./DateField.js";
import type { FormField } from "./fieldRules.js";
import { TimeField } from "./TimeField.js";

export type Choice = { value: string; label: string };

/** A select's options from the `choices` source's items, by the field's `choicesFrom` keys. */
export function choicesOf(field: FormField, items: readonly Record<string, unknown>[] | undefined): Choice[] {
  if (!field.choicesFrom) return field.options ?? [];
  const { value, label } = field.choicesFrom;
  return (items ?? []).flatMap((item) => (item[value] !== undefined && item[label] !== undefined ? [{ value: String(item[value]), label: String(item[label]) }] : []));
}

/** One field as the visitor fills it, by its kind; the form's input props (value, error, events) pass through. */
export function FieldInput({ field, inputProps, choices, appointment, bounds }: { field: FormField; inputProps: Record<string, unknown>; choices: Choice[]; appointment: boolean; bounds?: { min?: number; max?: number } }) {
  const common = { label: field.label, description: field.description, placeholder: field.placeholder, withAsterisk: field.required, ...inputProps };
  if (field.kind === "amount" || field.kind === "checkbox") {
    const { value, onChange, ...rest } = common as typeof common & { value: string; onChange: (value: string) => void };
    if (field.kind === "checkbox") return <CheckboxField common={rest} value={value} onChange={onChange} />;
    return <AmountField common={rest} value={value} onChange={onChange} presets={field.presets ?? []} min={bounds?.min} max={bounds?.max} />;
  }
  if (field.kind === "date") {
    const { value, onChange, ...rest } = common as typeof common & { value: string; onChange: (value: string) => void };
    return <DateField common={rest} value={value} onChange={onChange} appointment={appointment} />;
  }
  if (field.kind === "time") return <TimeField common={common} appointment={appointment} />;
  if (field.kind === "rating") {
    const { value, onChange, error, label, description, withAsterisk } = common as typeof common & { value: string; onChange: (value: string) => void; error?: string };
    return (
      <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk} labelElement="div">
        <Rating value={Number(value) || 0} onChange={(next) => onChange(String(next))} size="lg" mt={4} color={RATING_COLOR} name={field.name} data-path={String(inputProps["data-path"] ?? "")} />
      </Input.Wrapper>
    );
  }
  if (field.kind === "textarea") return <Textarea autosize minRows={4} {...common} />;
  if (field.kind === "select") return <Select data={choices} allowDeselect={false} searchable={choices.length > 8} {...common} />;
  if (field.kind === "password") return <PasswordInput autoComplete="new-password" {...common} />;
  const type = field.kind === "tel" ? "tel" : field.kind === "email" ? "email" : "text";
  return <TextInput type={type} autoComplete={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : undefined} {...common} />;
}
