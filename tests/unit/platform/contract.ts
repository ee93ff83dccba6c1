import { Ajv, type ValidateFunction } from "ajv";
import { classItemSchema, counterSchema, postItemSchema } from "../../../schemas/entities.js";
import { genericEnvelopeSchema, paginatedEnvelopeSchema } from "../../../schemas/envelopes.js";
import { settingsSchema } from "../../../schemas/settings.js";

// The engine validates platform answers with these schemas; the platform tests hold it to the same contract.
const ajv = new Ajv({ strict: false, allErrors: true });

function compile(schema: object): ValidateFunction {
  return ajv.compile(schema);
}

export const contract = {
  generic: compile(genericEnvelopeSchema),
  paginated: compile(paginatedEnvelopeSchema),
  settings: compile(settingsSchema),
  classItem: compile(classItemSchema),
  postItem: compile(postItemSchema),
  counter: compile(counterSchema),
};

export function assertValid(validate: ValidateFunction, value: unknown): void {
  if (!validate(value)) throw new Error(`Contract violation: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`);
}
