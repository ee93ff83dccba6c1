import { Alert, Button, Container, Paper } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useMemo, useRef, useState } from "react";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { successMessageOf } from "../../engine/index.js";
import { useEngine, type BlockComponentProps, useSiteLocation } from "../../engine/react.js";
import { SectionHeading } from "../shared/sectionHeading.js";
import type { formBlockSchema } from "../shared/form/formSchema.js";
import { FormFields } from "./FormFields.js";
import { Honeypot } from "./Honeypot.js";
import { sendConfirmation } from "./sendConfirmation.js";
import { sentValues } from "./sentValues.js";
import { submitErrorMessage } from "./submitErrorMessage.js";
import { useBlockForm } from "./useBlockForm.js";
import { useFieldChoices } from "./useFieldChoices.js";
import { useFormDraft } from "./useFormDraft.js";
import { useFocusWhenShown } from "./useFocusWhenShown.js";
import { useFormSubmission } from "./useFormSubmission.js";
import { useUploadSender } from "./useUploadSender.js";

// The form view hands it to the engine, which loads it with the block where a layout uses it (the server always).
export { formLazyParts } from "./FieldInput.js";

export type FormBlockProps = FromSchema<typeof formBlockSchema>;

export function FormBlock({ props, bindings, blockId, data }: BlockComponentProps<FormBlockProps>) {
  const { api, tenant } = useEngine();
  const { pathname } = useSiteLocation();
  const binding = bindings.submit;
  const entry = binding ? findCatalogueEntry(binding.source) : undefined;
  const [success, setSuccess] = useState<string | null>(null);
  // A text the spec fixes for the entry (demo request: 'Berhasil mengirim request') wins over the layout's.
  const successText = (entry && successMessageOf(entry.id)) ?? props.successMessage ?? "Terima kasih, data Anda sudah kami terima.";
  const honeypot = useRef<HTMLInputElement>(null);
  const failureAlert = useFocusWhenShown<HTMLDivElement>();
  const valuesToSend = (values: Record<string, string>) => sentValues(props.fields, binding, entry, values);
  const form = useBlockForm(blockId, props.fields, entry, valuesToSend);
  // A password never goes to session storage: not in the draft, not in the submission's key entry.
  const secretFields = useMemo(() => props.fields.filter((field) => field.kind === "password").map((field) => field.name), [props.fields]);
  const draft = useMemo(() => Object.fromEntries(Object.entries(form.values).filter(([name]) => !secretFields.includes(name))), [form.values, secretFields]);
  const draftKey = `form-draft:${tenant}:${pathname.toLowerCase()}:${blockId}`;
  const clearDraft = useFormDraft(draftKey, draft, (saved) => form.setValues(saved));
  const choicesFor = useFieldChoices(api, tenant, props.fields, form.values, data.choices);
  const upload = useUploadSender(api, bindings.upload);
  const submit = useFormSubmission({
    api,
    tenant,
    entry,
    form,
    keyStorage: `${draftKey}:submission`,
    secretFields,
    sentValues: valuesToSend,
    sendConfirmation: (params, idempotencyKey) => sendConfirmation(api, bindings.confirm, props.fields, props.confirmation, params, idempotencyKey),
    clearDraft,
    onSent: () => setSuccess(successText),
    focusFailure: failureAlert.focus,
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
          <Alert ref={failureAlert.ref} tabIndex={-1} color="red" variant="light" mb="lg" role="alert" data-form-error>
            {submitErrorMessage(submit.error)}
          </Alert>
        ) : null}
        <FormFields fields={props.fields} form={form} entry={entry} choicesFor={choicesFor} limits={upload.limits} sendFile={upload.send} />
        <Honeypot inputRef={honeypot} />
        <Button type="submit" mt="xl" size="md" radius="xl" fullWidth loading={submit.isPending}>
          {props.submitLabel}
        </Button>
      </Paper>
    </Container>
  );
}
