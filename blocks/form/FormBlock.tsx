import { Alert, Button, Container, Paper, SimpleGrid } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import type { FromSchema } from "json-schema-to-ts";
import { useMemo, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { entryCheckProblem } from "../../schemas/catalogue/entryChecks.js";
import { coerceParamValue, type ParamValues } from "../../schemas/catalogue/paramValues.js";
import { readsOf, sourceQueryOptions, sourceQueryPrefix, SourceError, successMessageOf, paginated } from "../../engine/index.js";
import { useEngine, type BlockComponentProps } from "../../engine/react.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import { dependentFields, isShown, lookupBinding, OTHER_CHOICE, referencedFields } from "./fieldChoices.js";
import { choicesOf, FieldInput, type ChoicesState } from "./FieldInput.js";
import type { StoredFile } from "./FileField.js";
import { fieldError } from "./fieldRules.js";
import type { formBlockSchema } from "./formSchema.js";
import { fillConfirmation } from "./confirmationProblems.js";
import { Honeypot } from "./Honeypot.js";
import { submitErrorMessage } from "./submitErrorMessage.js";
import { clearSubmissionKey, submissionKey } from "./submissionKey.js";
import { uploadLimits } from "./uploadLimits.js";
import { useFormDraft } from "./useFormDraft.js";

// The form view hands it to the engine, which loads it with the block where a layout uses it (the server always).
export { FileFieldPart } from "./FieldInput.js";

export type FormBlockProps = FromSchema<typeof formBlockSchema>;

export function FormBlock({ props, bindings, blockId, data }: BlockComponentProps<FormBlockProps>) {
  const { api, tenant } = useEngine();
  const { pathname } = useLocation();
  const binding = bindings.submit;
  const entry = binding ? findCatalogueEntry(binding.source) : undefined;
  const paramOf = (name: string) => entry?.params.find((p) => p.name === name);
  const [success, setSuccess] = useState<string | null>(null);
  // A text the spec fixes for the entry (demo request: 'Berhasil mengirim request') wins over the layout's.
  const successText = (entry && successMessageOf(entry.id)) ?? props.successMessage ?? "Terima kasih, data Anda sudah kami terima.";
  const honeypot = useRef<HTMLInputElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  /**
   * What the form sends: the layout's constants and the values of the fields shown, trimmed and typed as
   * the parameters are. A select on its `other` option sends nothing.
   */
  const sentValues = (values: Record<string, string>): ParamValues => {
    const params: ParamValues = {};
    const shown = Object.fromEntries(
      props.fields
        .filter((field) => field.sent !== false && isShown(field, values) && values[field.name] !== OTHER_CHOICE)
        .map((field) => [field.name, values[field.name] ?? ""]),
    );
    for (const [name, raw] of Object.entries({ ...binding?.params, ...shown })) {
      const param = paramOf(name);
      const value = param ? coerceParamValue(param, typeof raw === "string" ? raw.trim() : raw) : undefined;
      if (value !== undefined) params[name] = value;
    }
    return params;
  };
  const appointment = entry?.checks?.includes("appointmentSlot") ?? false;

  const form = useForm<Record<string, string>>({
    // Names the inputs' data-path per block, so a page with two forms finds each one's own fields.
    name: blockId,
    mode: "controlled",
    initialValues: Object.fromEntries(props.fields.map((field) => [field.name, ""])),
    // Each field's parameter rules, then the entry's rules over several fields (an appointment's
    // slot), which the platform runs too: the visitor sees the same sentence either side would say.
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of props.fields) {
        if (!isShown(field, values) || values[field.name] === OTHER_CHOICE) continue;
        const error = fieldError(field, field.sent === false ? undefined : paramOf(field.name), values[field.name] ?? "");
        if (error) errors[field.name] = error;
      }
      const problem = entry && Object.keys(errors).length === 0 ? entryCheckProblem(entry, sentValues(values)) : null;
      if (problem) errors[problem.field] = problem.message;
      return errors;
    },
  });
  // A password never goes to session storage: not in the draft, not in the submission's key entry.
  const secretFields = useMemo(() => props.fields.filter((field) => field.kind === "password").map((field) => field.name), [props.fields]);
  const draft = useMemo(() => Object.fromEntries(Object.entries(form.values).filter(([name]) => !secretFields.includes(name))), [form.values, secretFields]);
  const draftKey = `form-draft:${tenant}:${pathname.toLowerCase()}:${blockId}`;
  const clearDraft = useFormDraft(draftKey, draft, (saved) => form.setValues(saved));
  const keyStorage = `${draftKey}:submission`;
  const choiceItems = data.choices ? paginated<Record<string, unknown>>(data.choices).data : undefined;
  // Options a field asks for itself, in the browser, with the values of the fields they depend on.
  const lookupFields = props.fields.filter((field) => field.choicesFrom?.source);
  const lookups = useQueries({
    queries: lookupFields.map((field) => sourceQueryOptions(api, lookupBinding(field, form.values)!, tenant)),
  });
  const choicesFor = (name: string): { data: unknown; state: ChoicesState } => {
    const index = lookupFields.findIndex((field) => field.name === name);
    if (index < 0) return { data: choiceItems, state: {} };
    const field = lookupFields[index]!;
    const result = lookups[index]!;
    const waiting = referencedFields(field).find((ref) => !form.values[ref] || form.values[ref] === OTHER_CHOICE);
    const label = props.fields.find((other) => other.name === waiting)?.label;
    return { data: result.data, state: { waitingFor: label, loading: result.isFetching, failed: result.isError, retry: () => void result.refetch() } };
  };

  // A file goes to the block's `upload` source as soon as it is chosen; the field keeps the stored id.
  const uploadEntry = bindings.upload ? findCatalogueEntry(bindings.upload.source) : undefined;
  const limits = useMemo(() => (uploadEntry ? uploadLimits(uploadEntry) : undefined), [uploadEntry]);
  const sendFile = uploadEntry
    ? async (file: File, onProgress: (fraction: number) => void) => (await api.upload(uploadEntry, file, { onProgress })) as StoredFile
    : undefined;

  /** A new value clears the fields whose options were asked with the old one (a new province, no city). */
  const inputPropsOf = (name: string) => {
    const input = form.getInputProps(name);
    const dependents = dependentFields(props.fields, name);
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

  // The submission is stored: its confirmation e-mail is queued on the side, and a failure there is
  // not the visitor's (the record stands); its own key keeps a retried confirmation single too.
  const sendConfirmation = (params: ParamValues, idempotencyKey: string) => {
    const confirm = bindings.confirm;
    const confirmEntry = confirm ? findCatalogueEntry(confirm.source) : undefined;
    const to = props.fields.find((field) => field.kind === "email")?.name;
    if (!confirmEntry || !props.confirmation || !to || typeof params[to] !== "string") return;
    const message = {
      ...confirm?.params,
      to: params[to],
      subject: fillConfirmation(props.confirmation.subject, params),
      message: fillConfirmation(props.confirmation.message, params),
    } as ParamValues;
    void api.call(confirmEntry, message, { idempotencyKey: `${idempotencyKey}-konfirmasi` }).catch(() => undefined);
  };

  const submit = useMutation({
    mutationFn: async (values: Record<string, string>) => {
      if (!entry) throw new SourceError("form", "Formulir ini belum terhubung ke layanan.", undefined);
      const params = sentValues(values);
      // A retry of the same values (a lost answer, a reload) reuses the key: the platform stores one record.
      const idempotencyKey = submissionKey(keyStorage, params, secretFields);
      await api.call(entry, params, { idempotencyKey });
      return { params, idempotencyKey };
    },
    onSuccess: ({ params, idempotencyKey }) => {
      sendConfirmation(params, idempotencyKey);
      // The page's lists of the same resource (a table's reads beside its form) show the new record.
      if (entry) {
        for (const read of readsOf(entry)) {
          void queryClient.invalidateQueries({ queryKey: sourceQueryPrefix(tenant, read.id) });
        }
      }
      clearDraft();
      clearSubmissionKey(keyStorage);
      form.reset();
      setSuccess(successText);
    },
    onError: (error) => {
      // Keep every value; point at the field the platform named, or else at the sentence that says what
      // went wrong (the disabled button lost the focus while the form was sent).
      if (error instanceof SourceError && error.field && error.field in form.values) {
        form.setFieldError(error.field, error.message);
        form.getInputNode(error.field)?.focus();
      } else {
        requestAnimationFrame(() => failureAlert.current?.focus());
      }
    },
  });

  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <SectionHeading eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle} />
      <Paper
        withBorder
        radius="lg"
        p={{ base: "md", sm: "xl" }}
        component="form"
        noValidate
        onSubmit={form.onSubmit(
          (values) => {
            setSuccess(null);
            // Filled by a bot: it sees the usual success and nothing is stored or sent.
            if (honeypot.current?.value) return setSuccess(successText);
            submit.mutate(values);
          },
          // A keyboard or screen-reader user lands on the first field to fix, in the order they are shown.
          (errors) => {
            setSuccess(null);
            const first = props.fields.find((field) => errors[field.name]);
            if (first) form.getInputNode(first.name)?.focus();
          },
        )}
      >
        {success ? (
          <Alert color="green" variant="light" mb="lg" role="status" data-form-success>
            {success}
          </Alert>
        ) : null}
        {submit.isError ? (
          <Alert ref={failureAlert} tabIndex={-1} color="red" variant="light" mb="lg" role="alert" data-form-error>
            {submitErrorMessage(submit.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={1} spacing="md">
          {props.fields
            .filter((field) => isShown(field, form.values))
            .map((field) => {
              const choices = choicesFor(field.name);
              return (
                <FieldInput
                  key={field.name}
                  field={field}
                  appointment={appointment}
                  bounds={{ min: paramOf(field.name)?.minimum, max: paramOf(field.name)?.maximum }}
                  choices={choicesOf(field, choices.data)}
                  choicesState={choices.state}
                  inputProps={inputPropsOf(field.name)}
                  upload={limits && { limits, send: sendFile, onError: (message) => form.setFieldError(field.name, message) }}
                />
              );
            })}
        </SimpleGrid>
        <Honeypot inputRef={honeypot} />
        <Button type="submit" mt="xl" size="md" radius="xl" fullWidth loading={submit.isPending}>
          {props.submitLabel}
        </Button>
      </Paper>
    </Container>
  );
}
