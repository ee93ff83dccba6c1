import { readsRecord } from "../../../schemas/records/slotRecord.js";

/** A program a picker offers (the class filter's, the syllabus's): a `programs` slot, an array in `data`. */
export const programChoiceRecord = readsRecord("program", { required: ["id", "name"] });
