import { headingProps } from "../shared/headingSchema.js";

export const formFieldSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "label", "kind"],
  properties: {
    /** The target source's parameter this field fills. */
    name: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_.]*$" },
    label: { type: "string", minLength: 1, maxLength: 80 },
    /**
     * A `password` is never kept in the draft. A `file` is sent to the block's `upload` source as soon
     * as it is chosen; the field then holds the stored file's id.
     */
    kind: { enum: ["text", "email", "tel", "textarea", "date", "time", "rating", "amount", "checkbox", "select", "password", "file"] },
    required: { type: "boolean" },
    placeholder: { type: "string", maxLength: 120 },
    description: { type: "string", maxLength: 200 },
    /**
     * A select whose options are the items of a source, by their `value` and `label` keys: the block's
     * `choices` source, or the `source` named here, asked for in the browser with `params`. A param
     * `{ "field": name }` takes another field's value, which makes a cascade (province, then city): the
     * select waits for that field and is cleared when it changes.
     */
    choicesFrom: {
      type: "object",
      additionalProperties: false,
      required: ["value", "label"],
      properties: {
        value: { type: "string", minLength: 1 },
        label: { type: "string", minLength: 1 },
        source: { type: "string", minLength: 1 },
        params: {
          type: "object",
          additionalProperties: {
            anyOf: [
              { type: "string" },
              { type: "number" },
              { type: "boolean" },
              { type: "object", additionalProperties: false, required: ["field"], properties: { field: { type: "string", minLength: 1 } } },
            ],
          },
        },
        /** The last option, for what the list lacks ("Sekolah saya belum terdaftar"); nothing is sent for it. */
        other: { type: "string", minLength: 1, maxLength: 80 },
      },
    },
    /** `false` for a field that only narrows another's options (the province before the city): never sent. */
    sent: { type: "boolean" },
    /** Shown, checked and sent only while the named select is on its `other` option (a new school's name). */
    onlyWithOther: { type: "string", minLength: 1 },
    /** An `amount` field's quick choices, in whole rupiah, inside the parameter's bounds. */
    presets: { type: "array", minItems: 1, maxItems: 6, items: { type: "integer", minimum: 1 } },
    /** A fixed select; its values must be the target parameter's `enum`, which the platform checks. */
    options: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["value", "label"],
        properties: { value: { type: "string" }, label: { type: "string" } },
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
    fields: { type: "array", minItems: 1, maxItems: 20, items: formFieldSchema },
    submitLabel: { type: "string", minLength: 1, maxLength: 40 },
    /** Shown after a successful submission; the platform's own message when unset. */
    successMessage: { type: "string", maxLength: 200 },
    /**
     * The e-mail a successful submission sends to the form's e-mail field through the `confirm` source.
     * `{name}` stands for the value of the field `name`.
     */
    confirmation: {
      type: "object",
      additionalProperties: false,
      required: ["subject", "message"],
      properties: {
        subject: { type: "string", minLength: 2, maxLength: 150 },
        message: { type: "string", minLength: 1, maxLength: 2000 },
      },
    },
  },
} as const;
