import { Input, PasswordInput, Select, Textarea, TextInput } from "@mantine/core";
import { RATING_COLOR } from "../shared/ratingColor.js";
import { AmountField } from "./AmountField.js";
import { CheckboxField } from "./CheckboxField.js";
import { DateField } from "./DateField.js";
import { OTHER_CHOICE } from "./fieldChoices.js";
import type { FormField } from "./fieldRules.js";
import type { UploadFile } from "./UploadFile.js";
import { lazyPart } from "../../engine/react.js";
import type { UploadLimits } from "./uploadLimits.js";
import { TimeField } from "./TimeField.js";
import { WithoutStaticClasses } from "../shared/WithoutStaticClasses.js";
import { StarRating } from "./StarRating.js";

export type Choice = { value: string; label: string };

/**
 * The file field and its drop area (@mantine/dropzone, a third of the form's code) in a chunk of their own:
 * loaded only by a form with a `file` field.
 */
export const FileFieldPart = lazyPart(() => import("./FileField.js").then((module) => module.FileField));

/**
 * A select's options from its source's items (a list, or a paginated list's items), by the field's
 * `choicesFrom` keys, with the `other` option last.
 */
export function choicesOf(field: FormField, data: unknown): Choice[] {
  if (!field.choicesFrom) return field.options ?? [];
  const { value, label, other } = field.choicesFrom;
  const items = Array.isArray(data) ? data : ((data as { items?: unknown } | undefined)?.items ?? []);
  const choices = (Array.isArray(items) ? (items as Record<string, unknown>[]) : []).flatMap((item) =>
    item[value] !== undefined && item[label] !== undefined ? [{ value: String(item[value]), label: String(item[label]) }] : [],
  );
  return other ? [...choices, { value: OTHER_CHOICE, label: other }] : choices;
}

/** Where a select's options stand: asked for, waiting for another field, failed or ready. */
export interface ChoicesState {
  waitingFor?: string;
  loading?: boolean;
  failed?: boolean;
  retry?: () => void;
}

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
  if (field.kind === "file" && upload) {
    const { value, onChange, ...rest } = common as typeof common & { value: string; onChange: (value: string) => void };
    return <FileFieldPart common={rest} value={value} onChange={onChange} onError={upload.onError} limits={upload.limits} upload={upload.send} />;
  }
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
    const { value, onChange, error, label, description, withAsterisk } = common as typeof common & {
      value: string;
      onChange: (value: string) => void;
      error?: string;
    };
    return (
      <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk} labelElement="div">
        <StarRating
          value={Number(value) || 0}
          onChange={(next) => onChange(String(next))}
          color={RATING_COLOR}
          name={field.name}
          data-path={String(inputProps["data-path"] ?? "")}
        />
      </Input.Wrapper>
    );
  }
  if (field.kind === "textarea") return <Textarea autosize minRows={4} {...common} />;
  if (field.kind === "select") {
    const state = choicesState ?? {};
    // A cascade's select says what it waits for instead of opening empty.
    const placeholder = state.waitingFor ? `Pilih ${state.waitingFor.toLowerCase()} dahulu` : state.loading ? "Memuat pilihan…" : field.placeholder;
    const failure = state.failed ? `Pilihan ${field.label.toLowerCase()} gagal dimuat. Buka daftar ini lagi untuk mencoba ulang.` : undefined;
    return (
      <Select
        type="text"
        data={choices}
        allowDeselect={false}
        searchable={choices.length > 8}
        nothingFoundMessage="Tidak ada yang cocok"
        openOnFocus={false}
        {...common}
        // Mantine's Select keeps showing the last label for a value that matches no option; "" is none.
        value={((common as { value?: string }).value || null) as string | null}
        placeholder={placeholder}
        // Only while it waits for another field: a select still loading stays focusable, so a visitor
        // sent to it by an error lands there.
        disabled={Boolean(state.waitingFor)}
        error={((common as { error?: unknown }).error as string | undefined) ?? failure}
        onDropdownOpen={state.failed ? state.retry : undefined}
      />
    );
  }
  // Mantine marks a PasswordInput's wrapper invalid, not its input: a screen reader needs aria-invalid there.
  if (field.kind === "password") {
    return (
      <WithoutStaticClasses>
        <PasswordInput autoComplete="new-password" {...common} aria-invalid={Boolean((common as { error?: unknown }).error) || undefined} />
      </WithoutStaticClasses>
    );
  }
  const type = field.kind === "tel" ? "tel" : field.kind === "email" ? "email" : "text";
  return <TextInput type={type} autoComplete={field.kind === "email" ? "email" : field.kind === "tel" ? "tel" : undefined} {...common} />;
}
