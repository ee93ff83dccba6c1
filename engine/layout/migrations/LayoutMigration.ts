/** A JSON value as a layout file holds it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * One step of the layout format: turns a document of format `from` into one of format `from + 1`.
 * Migrations are pure: they return a new document and never read files or settings, so the server,
 * `npm run validate -- --fix` and the tests upgrade a file identically.
 */
export interface LayoutMigration {
  from: number;
  /** One sentence an operator reads in the upgrade notice: what changed in the format. */
  summary: string;
  migrate(document: JsonObject): JsonObject;
}
