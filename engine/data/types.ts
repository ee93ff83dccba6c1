import type { FromSchema } from "json-schema-to-ts";
import type { bindingSchema, paramValueSchema } from "../../schemas/layout.js";

export type Binding = FromSchema<typeof bindingSchema>;
export type BindingParamValue = FromSchema<typeof paramValueSchema>;

/** Where a binding's route and query references are read from. */
export interface BindingScope {
  routeParams: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}
