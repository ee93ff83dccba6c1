import { headingProps } from "../headingSchema.js";

export const formFieldSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "label", "kind"],
  properties: {
    name: { description: "The target source's parameter this field fills.", type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_.]*$" },
    label: { description: "The field's label.", type: "string", minLength: 1, maxLength: 80 },
    kind: {
      description:
        "The input: text, email, tel, textarea, date, time, rating, amount, checkbox, select, password (never kept in the draft) or file (sent to the block's `upload` source as soon as it is chosen; the field then holds the stored file's id).",
      enum: ["text", "email", "tel", "textarea", "date", "time", "rating", "amount", "checkbox", "select", "password", "file"],
    },
    required: { description: "The form is not sent while this field is empty.", type: "boolean" },
    placeholder: { description: "Grey hint text inside the empty field.", type: "string", maxLength: 120 },
    description: { description: "A line of help under the label.", type: "string", maxLength: 200 },
    choicesFrom: {
      description:
        "A select whose options are the items of a source, by their `value` and `label` keys: the block's `choices` source, or the `source` named here, asked for in the browser with `params`. A param {\"field\": name} takes another field's value (a cascade: province, then city).",
      type: "object",
      additionalProperties: false,
      required: ["value", "label"],
      properties: {
        value: { description: "The item key whose value is sent.", type: "string", minLength: 1 },
        label: { description: "The item key shown as the option's text.", type: "string", minLength: 1 },
        source: { description: "A catalogue source to ask for the options instead of the block's `choices` slot.", type: "string", minLength: 1 },
        params: {
          description: "The source's parameters: constants, or {\"field\": name} for another field's value.",
          type: "object",
          additionalProperties: {
            anyOf: [
              { type: "string" },
              { type: "number" },
              { type: "boolean" },
              {
                type: "object",
                additionalProperties: false,
                required: ["field"],
                properties: { field: { description: "The name of an earlier field whose value is sent.", type: "string", minLength: 1 } },
              },
            ],
          },
        },
        other: {
          description: 'The last option, for what the list lacks ("Sekolah saya belum terdaftar"); nothing is sent for it.',
          type: "string",
          minLength: 1,
          maxLength: 80,
        },
      },
    },
    sent: { description: "`false` for a field that only narrows another's options (the province before the city): never sent.", type: "boolean" },
    onlyWithOther: {
      description: "Shown, checked and sent only while the named select is on its `other` option (a new school's name).",
      type: "string",
      minLength: 1,
    },
    presets: {
      description: "An `amount` field's quick choices, in whole rupiah, inside the parameter's bounds.",
      type: "array",
      minItems: 1,
      maxItems: 6,
      items: { type: "integer", minimum: 1 },
    },
    options: {
      description: "A fixed select; its values must be the target parameter's `enum`, which the platform checks.",
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["value", "label"],
        properties: { value: { description: "The value sent.", type: "string" }, label: { description: "The option's text.", type: "string" } },
      },
    },
  },
} as const;

export const formBlockSchema = {
  type: "object",
  additionalProperties: false,
  required: ["fields", "submitLabel"],
  properties: {
    ...headingProps,
    fields: { description: "The form's fields, in order (1 to 20).", type: "array", minItems: 1, maxItems: 20, items: formFieldSchema },
    submitLabel: { description: "The submit button's text.", type: "string", minLength: 1, maxLength: 40 },
    successMessage: { description: "Shown after a successful submission; the platform's own message when unset.", type: "string", maxLength: 200 },
    confirmation: {
      description:
        "The e-mail a successful submission sends to the form's e-mail field through the `confirm` source; `{name}` stands for the value of the field `name`.",
      type: "object",
      additionalProperties: false,
      required: ["subject", "message"],
      properties: {
        subject: { description: "The e-mail's subject.", type: "string", minLength: 2, maxLength: 150 },
        message: { description: "The e-mail's text.", type: "string", minLength: 1, maxLength: 2000 },
      },
    },
  },
} as const;
