import { readsRecord } from "../../schemas/records/slotRecord.js";
import { careerFields } from "../shared/career/careerRecord.js";

/** What the career-detail block reads of its `career` record: the event, its description and, unless bound apart, its jobs. */
export const careerDetailRecord = readsRecord("careerDetail", { required: careerFields.required, optional: [...careerFields.optional, "description", "jobs"] });
