import { headingProps } from "../shared/headingSchema.js";

export const formFieldSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "label", "kind"],
  properties: {
    /** The target source's parameter this field fills. */
    name: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_.]*$" },
    label: { type: "string", minLength: 1, maxLength: 80 },
    /** A `password` is never kept in the draft. */
    kind: { enum: ["text", "email", "tel", "textarea", "date", "time", "rating", "amount", "checkbox", "select", "password"] },
    required: { type: "boolean" },
    placeholder: { type: "string", maxLength: 120 },
    description: { type: "string", maxLength: 200 },
    /** A select whose options are the items of the block's `choices` source (e.g. the school list). */
    choicesFrom: {
      type: "object",
      additionalProperties: false,
      required: ["value", "label"],
      properties: { value: { type: "string", minLength: 1 }, label: { type: "string", minLength: 1 } },
    },
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
