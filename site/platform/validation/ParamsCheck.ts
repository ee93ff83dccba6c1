import type { ErrorObject } from "ajv";

/** The schema check of one request part: an AJV validate function, compiled at start-up or precompiled at build. */
export interface ParamsCheck {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
