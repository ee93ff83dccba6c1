import { Ajv, type ValidateFunction } from "ajv";
import { genericEnvelopeSchema, paginatedEnvelopeSchema } from "../../../schemas/envelopes.js";
import { classOverviewRecordSchema, classRecordSchema, counterRecordSchema, postDetailRecordSchema, postRecordSchema } from "../../../schemas/records/index.js";
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
  classItem: compile(classRecordSchema),
  classOverview: compile(classOverviewRecordSchema),
  postItem: compile(postRecordSchema),
  postDetail: compile(postDetailRecordSchema),
  counter: compile(counterRecordSchema),
};

export function assertValid(validate: ValidateFunction, value: unknown): void {
  if (!validate(value)) throw new Error(`Contract violation: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`);
}
