/** A JSON Schema object literal, as the schemas here declare them `as const`. */
export type JsonSchemaObject = { readonly type: "object" } & Readonly<Record<string, unknown>>;
