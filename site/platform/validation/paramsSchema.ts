import type { JsonSchemaObject } from "../../../schemas/JsonSchemaObject.js";
import type { CatalogueParam } from "../catalogue/catalogue.js";

export type { JsonSchemaObject };

// Query lists are short in practice; the cap keeps a hostile `programIds` from building a huge IN clause.
const MAX_LIST_ITEMS = 100;

/** One property's schema (any JSON Schema type; only the whole is an object schema). */
function paramSchema(param: CatalogueParam): Readonly<Record<string, unknown>> {
  const numeric = {
    ...(param.minimum !== undefined && { minimum: param.minimum }),
    ...(param.maximum !== undefined && { maximum: param.maximum }),
  };
  switch (param.type) {
    case "integer":
      return { type: "integer", ...numeric };
    case "boolean":
      return { type: "boolean" };
    case "integer-list":
      return {
        type: "array",
        items: { type: "integer", ...numeric },
        maxItems: MAX_LIST_ITEMS,
        ...(param.required && { minItems: 1 }),
      };
    case "string":
      return {
        type: "string",
        ...(param.minLength !== undefined && { minLength: param.minLength }),
        ...(param.maxLength !== undefined && { maxLength: param.maxLength }),
        ...(param.enum !== undefined && { enum: [...param.enum] }),
        ...(param.pattern !== undefined && { pattern: param.pattern }),
        ...(param.format !== undefined && { format: param.format }),
      };
  }
}

/** The JSON Schema of one request part, derived from the catalogue so the catalogue stays the only source of rules. */
export function paramsSchema(params: readonly CatalogueParam[]): JsonSchemaObject {
  return {
    type: "object",
    properties: Object.fromEntries(params.map((param) => [param.name, paramSchema(param)])),
    required: params.filter((param) => param.required).map((param) => param.name),
  };
}
