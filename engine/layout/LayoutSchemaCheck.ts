import type { ErrorObject } from "ajv";

/** The schema check of a layout document: an AJV validate function, compiled at start-up or precompiled at build. */
export interface LayoutSchemaCheck {
  (document: unknown): boolean;
  errors?: ErrorObject[] | null;
}
