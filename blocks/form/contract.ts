import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { defineBlockContract } from "../../engine/index.js";
import { anyRecord } from "../../schemas/records/slotRecord.js";
import { choicesProblems } from "./choicesProblems.js";
import { confirmationProblems } from "./confirmationProblems.js";
import type { FormField } from "../shared/form/fieldRules.js";
import { formBlockSchema } from "../shared/form/formSchema.js";
import { formPartsOf } from "./fieldParts.js";

/** A form whose fields, rules and target source are declared in the layout. */
export const formContract = defineBlockContract({
  type: "form",
  interactive: true,
  heading: "title",
  // `confirm` is the mailer a successful submission's confirmation goes through (mailer.notify).
  // The form only sends: its target may answer any envelope (a remote table's rows too). `upload` is the
  // drive a `file` field sends its file to before the form is sent.
  slots: {
    submit: { use: "submit", required: true },
    confirm: { use: "submit", envelope: "generic" },
    upload: { use: "submit", envelope: "generic" },
    choices: { envelope: "paginated", record: anyRecord },
  },
  description:
    "A generic form (built with @mantine/form) that sends its fields to a catalogue source; drafts survive reloads (passwords excepted). A select field may take its options from the optional `choices` source or from its own source, asked with other fields' values (a cascade); a `file` field uploads through the `upload` source.",
  propsSchema: formBlockSchema,
  // A field kind only some forms have (a file, a dropdown, an amount, stars) loads only with a form that has one.
  lazyParts: (item) => formPartsOf((item.props?.fields ?? []) as { kind?: string }[]),
  check(item) {
    const binding = item.data?.submit;
    const entry = binding ? findCatalogueEntry(binding.source) : undefined;
    if (!entry) return [];
    const fields = (item.props?.fields ?? []) as { name: string; sent?: boolean }[];
    const problems = fields.flatMap((field, i) =>
      field.sent === false || entry.params.some((p) => p.name === field.name)
        ? []
        : [
            {
              pointer: `/props/fields/${i}/name`,
              message: `Field '${field.name}' is not a parameter of '${entry.id}'; expected one of ${entry.params.map((p) => `'${p.name}'`).join(", ")}`,
            },
          ],
    );
    const filled = new Set([...fields.filter((f) => f.sent !== false).map((f) => f.name), ...Object.keys(binding?.params ?? {})]);
    for (const param of entry.params.filter((p) => p.required && !filled.has(p.name))) {
      problems.push({
        pointer: "/props/fields",
        message: `Required parameter '${param.name}' of '${entry.id}' has no field and no constant; expected a field named '${param.name}'`,
      });
    }
    fields.forEach((field, i) => {
      const typed = field as { name: string; kind?: string; choicesFrom?: unknown; options?: { value: string }[]; presets?: number[] };
      const target = entry.params.find((p) => p.name === typed.name);
      if (typed.presets && typed.kind !== "amount")
        problems.push({
          pointer: `/props/fields/${i}/presets`,
          message: `Field '${typed.name}' has presets, which only an 'amount' field shows; expected kind 'amount'`,
        });
      if (typed.kind === "amount" && target && target.type !== "integer")
        problems.push({
          pointer: `/props/fields/${i}/kind`,
          message: `Field '${typed.name}' is an amount, but '${entry.id}' takes it as ${target.type}; expected an integer parameter`,
        });
      for (const [j, amount] of (typed.presets ?? []).entries()) {
        if ((target?.minimum !== undefined && amount < target.minimum) || (target?.maximum !== undefined && amount > target.maximum)) {
          problems.push({
            pointer: `/props/fields/${i}/presets/${j}`,
            message: `Preset ${amount} is outside what '${entry.id}' accepts for '${typed.name}'; expected ${target?.minimum ?? "any"} to ${target?.maximum ?? "any"}`,
          });
        }
      }
      // The browser and the platform must refuse the same values: a fixed list is the parameter's enum.
      const param = entry.params.find((p) => p.name === typed.name);
      if (typed.options && param) {
        const values = typed.options.map((option) => option.value).sort();
        const allowed = [...(param.enum ?? [])].sort();
        if (values.join("\n") !== allowed.join("\n")) {
          const expected = param.enum
            ? `the values ${allowed.map((v) => `'${v}'`).join(", ")}`
            : "no fixed options (the parameter takes free text), or a 'choices' source";
          problems.push({
            pointer: `/props/fields/${i}/options`,
            message: `Field '${typed.name}' offers ${values.map((v) => `'${v}'`).join(", ")}, but '${entry.id}' accepts ${param.enum ? "other values" : "any text"}; expected ${expected}`,
          });
        }
      }
    });
    problems.push(...choicesProblems(item, fields as FormField[]));
    problems.push(...confirmationProblems(item, fields as { name: string; kind?: string }[]));
    return problems;
  },
  example: {
    props: {
      title: "Minta demo",
      submitLabel: "Kirim",
      fields: [{ name: "email", label: "Email", kind: "email", required: true }],
    },
    data: { submit: { source: "cms.requestDemo" } },
  },
});
