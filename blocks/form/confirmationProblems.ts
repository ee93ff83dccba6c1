import type { Binding } from "../../engine/index.js";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";

/** The one source a confirmation may go through: the mailer's outbox. */
export const CONFIRMATION_SOURCE = "mailer.notify";

interface FormItem {
  props?: Record<string, unknown>;
  data?: Record<string, Binding>;
}

/** A confirmation needs its texts, the mailer, and a field that says where to send it. */
export function confirmationProblems(item: FormItem, fields: readonly { name: string; kind?: string }[]): Pick<LayoutProblem, "pointer" | "message">[] {
  const confirm = item.data?.confirm;
  const texts = item.props?.confirmation as { subject: string; message: string } | undefined;
  if (!confirm && !texts) return [];
  if (!confirm)
    return [
      {
        pointer: "/props/confirmation",
        message: `The form has confirmation texts but no 'confirm' source; expected data.confirm with source '${CONFIRMATION_SOURCE}'`,
      },
    ];
  const problems: Pick<LayoutProblem, "pointer" | "message">[] = [];
  if (confirm.source !== CONFIRMATION_SOURCE)
    problems.push({ pointer: "/data/confirm/source", message: `A confirmation goes through '${CONFIRMATION_SOURCE}', not '${confirm.source}'` });
  if (!texts)
    problems.push({
      pointer: "/props",
      message: "The form has a 'confirm' source but no confirmation texts; expected props.confirmation with subject and message",
    });
  if (!fields.some((field) => field.kind === "email"))
    problems.push({
      pointer: "/props/fields",
      message: "A confirmation is sent to the form's e-mail field, and the form has none; expected a field of kind 'email'",
    });
  // A password is never written into an e-mail.
  const names = new Set(fields.filter((field) => field.kind !== "password").map((field) => field.name));
  for (const [key, text] of Object.entries(texts ?? {})) {
    for (const [, name] of text.matchAll(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g)) {
      if (!names.has(name!))
        problems.push({
          pointer: `/props/confirmation/${key}`,
          message: `'{${name}}' names no field of this form; expected one of ${[...names].map((n) => `{${n}}`).join(", ")}`,
        });
    }
  }
  return problems;
}

/** A confirmation text with `{field}` replaced by what the visitor sent. */
export function fillConfirmation(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (_, name: string) => String(values[name] ?? ""));
}
