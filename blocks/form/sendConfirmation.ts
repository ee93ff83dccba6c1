import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { ApiClient, Binding } from "../../engine/index.js";
import { fillConfirmation } from "./confirmationProblems.js";
import type { FormField } from "../shared/form/fieldRules.js";

/**
 * The submission is stored: its confirmation e-mail is queued on the side, and a failure there is
 * not the visitor's (the record stands); its own key keeps a retried confirmation single too.
 */
export function sendConfirmation(
  api: ApiClient,
  confirm: Binding | undefined,
  fields: readonly FormField[],
  confirmation: { subject: string; message: string } | undefined,
  params: ParamValues,
  idempotencyKey: string,
): void {
  const confirmEntry = confirm ? findCatalogueEntry(confirm.source) : undefined;
  const to = fields.find((field) => field.kind === "email")?.name;
  if (!confirmEntry || !confirmation || !to || typeof params[to] !== "string") return;
  const message = {
    ...confirm?.params,
    to: params[to],
    subject: fillConfirmation(confirmation.subject, params),
    message: fillConfirmation(confirmation.message, params),
  } as ParamValues;
  void api.call(confirmEntry, message, { idempotencyKey: `${idempotencyKey}-konfirmasi` }).catch(() => undefined);
}
