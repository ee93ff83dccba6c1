import type { UseFormReturnType } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import { readsOf, sourceQueryPrefix, SourceError, type ApiClient } from "../../engine/index.js";
import { clearSubmissionKey, submissionKey } from "../shared/form/submissionKey.js";

export interface FormSubmissionOptions {
  api: ApiClient;
  tenant: string;
  entry: CatalogueEntry | undefined;
  form: UseFormReturnType<Record<string, string>>;
  /** The session-storage key of the submission's idempotency key. */
  keyStorage: string;
  secretFields: readonly string[];
  sentValues: (values: Record<string, string>) => ParamValues;
  sendConfirmation: (params: ParamValues, idempotencyKey: string) => void;
  clearDraft: () => void;
  onSent: () => void;
  /** Puts the focus on the sentence that says what went wrong (useFocusWhenShown). */
  focusFailure: () => void;
}

/** Sends the form to its entry once per set of values, and on the answer clears the form or points at what went wrong. */
export function useFormSubmission({
  api,
  tenant,
  entry,
  form,
  keyStorage,
  secretFields,
  sentValues,
  sendConfirmation,
  clearDraft,
  onSent,
  focusFailure,
}: FormSubmissionOptions) {
  const queryClient = useQueryClient();
  return useMutation({
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
      onSent();
    },
    onError: (error) => {
      // Keep every value; point at the field the platform named, or else at the sentence that says what
      // went wrong (the disabled button lost the focus while the form was sent).
      if (error instanceof SourceError && error.field && error.field in form.values) {
        form.setFieldError(error.field, error.message);
        form.getInputNode(error.field)?.focus();
      } else {
        focusFailure();
      }
    },
  });
}
