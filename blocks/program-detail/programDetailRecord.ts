import { readsRecord } from "../../schemas/records/slotRecord.js";
import { programFields } from "../shared/program/programRecord.js";

/** What the program-detail block reads of its `program` record: what a program card reads, and its classes. */
export const programDetailRecord = readsRecord("programDetail", { required: programFields.required, optional: [...programFields.optional, "classes"] });
