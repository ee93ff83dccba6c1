import type { FromSchema } from "json-schema-to-ts";
import type { layoutSchema, routeSchema, shellSchema } from "../../schemas/layout.js";

// The schema's `$ref`s point at the general block and binding shapes; json-schema-to-ts resolves
// them through `references`, so these types follow the schema the validator uses.
export type LayoutDocument = FromSchema<typeof layoutSchema>;
export type LayoutRoute = NonNullable<LayoutDocument["routes"]>[number];
export type LayoutShell = NonNullable<LayoutDocument["shell"]>;
export type BlockItem = NonNullable<LayoutRoute["blocks"]>[number];
export type TitleLanguage = NonNullable<LayoutDocument["language"]>;
export type { routeSchema, shellSchema };
/** A rule one path parameter must pass (`params` of a route). */
export type ParamRule = NonNullable<LayoutRoute["params"]>[string];
