/**
 * The layout schema is rendered twice from the same definitions (the document schema in
 * `schemas/layout.ts`, each block's contract, the catalogue entries):
 * - `validator` (buildLayoutSchema): block items and bindings are `oneOf` unions with AJV's
 *   `discriminator` on `type` / `source`. AJV then checks only the named branch and its error names
 *   the unknown block type or source with the list of known ones (schemas/documents/describeAjvError.ts), which the
 *   validator's messages and tests rely on.
 * - `editor` (buildEditorLayoutSchema, published as schemas/layout.schema.json): editors do not know
 *   the `discriminator` keyword, so a `oneOf` makes VS Code offer only a few types and, for an unknown
 *   type, report every other block's props. There `type` / `source` is an `enum` with a description
 *   per value, and each block or source is an `if {const} then {…}`: completion offers every value,
 *   an unknown one reads "Valid values: …", and only the matching branch's props are checked.
 */
export type LayoutSchemaRendering = "validator" | "editor";
